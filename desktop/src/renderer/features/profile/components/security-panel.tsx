import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MESSAGES, ZChangePasswordForm, type TChangePasswordForm } from '@launchpad/shared';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/password';
import { PROFILE_TOAST_IDS } from '../toast-ids';
import { Panel } from './panel';

const emptyForm: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Profile settings > Security: change the password (current, new, confirm). */
export function SecurityPanel() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit((values) =>
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          reset(emptyForm);
          toast.success(PROFILE_MESSAGES.passwordUpdated, {
            id: PROFILE_TOAST_IDS.password,
            description: PROFILE_MESSAGES.otherSessionsSignedOut,
          });
        },
        onError: (error) => {
          toast.error(errorMessage(error, PROFILE_MESSAGES.updatePasswordFailed), {
            id: PROFILE_TOAST_IDS.password,
          });
        },
      },
    ),
  );

  return (
    <Panel
      title="Security"
      description="Change your password. Other devices signed in to your account will be signed out."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Change password" className="max-w-md space-y-5">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" busy={changePassword.isPending} busyText="Updating...">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Update password
        </Button>
      </form>
    </Panel>
  );
}
