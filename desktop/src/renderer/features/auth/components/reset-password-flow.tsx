import {
  UI_MESSAGES,
  AUTH_MESSAGES,
  ZNewPassword,
  ZOtp,
  ZSendResetOtpInput,
  type TSendResetOtpInput,
} from '@launchpad/shared';
import { useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { emptyOtp, OtpInput, type OtpInputHandle } from '../../../components/ui/otp-input';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { TOAST_IDS } from '../../../lib/toast-ids';
import { RESET_CODE_COOLDOWN_KEY, useResetPassword, useSendResetOtp } from '../api/password-reset';
import { useCooldown } from '../../../lib/cooldown';
import { ResendCodeButton } from './resend-code-button';
import { StepIndicator } from './step-indicator';

export const RESET_STEPS = ['Your email', 'Enter code', 'New password'] as const;

const ZNewPasswordForm = z
  .object({
    newPassword: ZNewPassword,
    confirmPassword: z.string().min(1, UI_MESSAGES.confirmPasswordRequired),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: UI_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
type TNewPasswordForm = z.input<typeof ZNewPasswordForm>;

/**
 * The three-step reset (spec §2, §4): e-mail → code → new password. The code is only collected in
 * step 2; the server checks it together with the new password in step 3, and a rejected code sends
 * the user back to step 2 with empty boxes.
 */
export function ResetPasswordFlow({
  initialEmail = '',
  onStepChange,
}: {
  initialEmail?: string;
  onStepChange?: (step: number) => void;
}) {
  const navigate = useNavigate();
  const sendCode = useSendResetOtp();
  const resetPassword = useResetPassword();
  const cooldown = useCooldown(RESET_CODE_COOLDOWN_KEY);
  const [step, setStepState] = useState(0);
  const [email, setEmail] = useState('');
  const [digits, setDigits] = useState(emptyOtp);
  const [codeError, setCodeError] = useState<string>();
  const otpRef = useRef<OtpInputHandle>(null);

  const setStep = (next: number) => {
    setStepState(next);
    onStepChange?.(next);
  };

  const emailForm = useForm<TSendResetOtpInput>({
    resolver: zodResolver(ZSendResetOtpInput),
    defaultValues: { email: initialEmail },
  });
  const passwordForm = useForm<TNewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const requestCode = (address: string, onSent?: () => void) =>
    sendCode.mutate(
      { email: address },
      {
        onSuccess: (answer) => {
          cooldown.start();
          toast.success(answer.message || AUTH_MESSAGES.resetOtpSent, { id: TOAST_IDS.resetCode });
          onSent?.();
        },
        onError: (error) => {
          toast.error(errorMessage(error, UI_MESSAGES.sendCodeFailed), { id: TOAST_IDS.resetCode });
        },
      },
    );

  const onEmailSubmit = emailForm.handleSubmit(({ email: address }) =>
    requestCode(address, () => {
      setEmail(address);
      setDigits(emptyOtp());
      setStep(1);
    }),
  );

  const onCodeSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ZOtp.safeParse(digits.join('')).success) {
      setCodeError(AUTH_MESSAGES.otpIncomplete);
      otpRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    setStep(2);
  };

  const onPasswordSubmit = passwordForm.handleSubmit(({ newPassword }) =>
    resetPassword.mutate(
      { email, otp: digits.join(''), newPassword },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || AUTH_MESSAGES.passwordReset, { id: TOAST_IDS.reset });
          void navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          toast.error(errorMessage(error, UI_MESSAGES.resetFailed), { id: TOAST_IDS.reset });
          // A 400 means the code was wrong or expired: ask for it again.
          if (error instanceof ApiError && error.status === 400) {
            setDigits(emptyOtp());
            setStep(1);
          }
        },
      },
    ),
  );

  return (
    <div>
      <StepIndicator steps={RESET_STEPS} current={step} />

      {step === 0 && (
        <form noValidate onSubmit={onEmailSubmit} className="space-y-5" aria-label="Request a reset code">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            icon={Mail}
            autoFocus
            error={emailForm.formState.errors.email?.message}
            {...emailForm.register('email')}
          />
          <Button type="submit" size="lg" fullWidth busy={sendCode.isPending} busyText="Sending code...">
            Send code
          </Button>
        </form>
      )}

      {step === 1 && (
        <form noValidate onSubmit={onCodeSubmit} className="space-y-6" aria-label="Enter the reset code">
          <p className="text-sm text-slate-600">
            Enter the 6-digit code we sent to <span className="font-medium text-slate-900">{email}</span>.
          </p>
          <div className="space-y-2">
            <OtpInput
              ref={otpRef}
              value={digits}
              onChange={(next) => {
                setDigits(next);
                if (codeError && next.every((digit) => digit !== '')) setCodeError(undefined);
              }}
              label="6-digit reset code"
              invalid={Boolean(codeError)}
              describedBy={codeError ? 'reset-code-error' : undefined}
              autoFocus
            />
            {codeError && (
              <p id="reset-code-error" className="text-sm text-red-600">
                {codeError}
              </p>
            )}
          </div>
          <Button type="submit" size="lg" fullWidth>
            Continue
          </Button>
          <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-3 border-t border-slate-100 pt-5 text-sm text-slate-600 sm:justify-between">
            <Button
              variant="link"
              className="text-sm text-slate-600 hover:text-slate-900"
              onClick={() => setStep(0)}
            >
              <ArrowLeft aria-hidden="true" className="size-3.5" />
              Change email
            </Button>
            <ResendCodeButton
              remaining={cooldown.remaining}
              busy={sendCode.isPending}
              onResend={() => requestCode(email)}
            />
          </div>
        </form>
      )}

      {step === 2 && (
        <form noValidate onSubmit={onPasswordSubmit} className="space-y-5" aria-label="Choose a new password">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
            autoFocus
            error={passwordForm.formState.errors.newPassword?.message}
            {...passwordForm.register('newPassword')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            placeholder="Type it again"
            error={passwordForm.formState.errors.confirmPassword?.message}
            {...passwordForm.register('confirmPassword')}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            busy={resetPassword.isPending}
            busyText="Resetting password..."
          >
            Reset Password
          </Button>
          <div className="border-t border-slate-100 pt-5 text-center">
            <Button
              variant="link"
              className="text-sm text-slate-600 hover:text-slate-900"
              onClick={() => setStep(1)}
            >
              <ArrowLeft aria-hidden="true" className="size-3.5" />
              Back to the code
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
