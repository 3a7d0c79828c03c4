import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_PORTAL_MESSAGES as M, AUTH_MESSAGES } from '@launchpad/shared';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAdminLogin } from '../api/admin-queries';

/** Part 2 §2.9: e-mail and password, Enter submits, Sign In / Signing in..., disabled until both filled. */
export function AdminLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const login = useAdminLogin();
  const navigate = useNavigate();
  const filled = email.trim() !== '' && password !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) {
      setError(AUTH_MESSAGES.adminFieldsRequired);
      return;
    }
    setError('');
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate(paths.adminDashboard, { replace: true }),
        onError: (e) =>
          setError(
            e instanceof ApiError && e.status === 0
              ? M.networkError
              : ((e as ApiError).serverMessage ?? M.loginFailed),
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error && <ErrorBanner message={error} onDismiss={() => setError('')} />}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        disabled={!filled}
        busy={login.isPending}
        busyText="Signing in..."
      >
        Sign In
      </Button>
    </form>
  );
}
