import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, homePathFor, ZLoginInput, type TLoginInput } from '@launchpad/shared';
import { Mail } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/session';
import { TOAST_IDS } from '../../../lib/toast-ids';
import { useLogin } from '../api/login';
import { redirectTargetFrom } from '../redirect-target';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginInput>({
    resolver: zodResolver(ZLoginInput),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ user, message }) => {
        setSessionUser(queryClient, user);
        toast.success(message || AUTH_MESSAGES.loginSuccess, { id: TOAST_IDS.login });
        if (!user.isAccountVerified) {
          void navigate(paths.emailVerify, { replace: true });
        } else {
          void navigate(redirectTargetFrom(location.state) ?? homePathFor(user.accountType), {
            replace: true,
          });
        }
      },
      onError: (error) => {
        toast.error(errorMessage(error, AUTH_MESSAGES.loginFailed), { id: TOAST_IDS.login });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        icon={Mail}
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-2 flex justify-end">
          <Link
            to={paths.resetPassword}
            className="rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Forgot Password?
          </Link>
        </div>
      </div>
      <Button type="submit" size="lg" fullWidth busy={login.isPending} busyText="Signing in...">
        Sign in
      </Button>
    </form>
  );
}
