import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, ZRegisterInput, type TRegisterInput } from '@launchpad/shared';
import { Mail, Phone, User } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/session';
import { TOAST_IDS } from '../../../lib/toast-ids';
import { useRegister } from '../api/register';
import { AccountTypePicker } from './account-type-picker';

export function RegisterForm() {
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<TRegisterInput>({
    resolver: zodResolver(ZRegisterInput),
    defaultValues: { accountType: undefined, name: '', email: '', password: '', phoneNumber: '' },
  });
  const accountType = watch('accountType');

  const onSubmit = handleSubmit((values) =>
    registerAccount.mutate(values, {
      onSuccess: ({ user }) => {
        setSessionUser(queryClient, user);
        toast.success(AUTH_MESSAGES.registered, { id: TOAST_IDS.register });
        void navigate(paths.emailVerify, { replace: true, state: { codeSent: true } });
      },
      onError: (error) => {
        toast.error(errorMessage(error, AUTH_MESSAGES.registrationFailed), { id: TOAST_IDS.register });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Create your account">
      <AccountTypePicker
        selected={accountType}
        error={errors.accountType?.message}
        inputProps={register('accountType')}
      />
      <TextField
        label="Full name"
        autoComplete="name"
        placeholder="Your full name"
        icon={User}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        icon={Mail}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Contact number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="10-digit contact number"
        icon={Phone}
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={registerAccount.isPending}
        busyText="Creating account..."
      >
        Create Account
      </Button>
    </form>
  );
}
