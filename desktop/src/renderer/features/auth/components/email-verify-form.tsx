import { UI_MESSAGES, AUTH_MESSAGES, OTP_LENGTH, ZOtp, type TSessionUser } from '@launchpad/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { emptyOtp, OtpInput, type OtpInputHandle } from '../../../components/ui/otp-input';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { TOAST_IDS } from '../../../lib/toast-ids';
import { useLogout } from '../../../lib/use-logout';
import { useSendVerifyOtp } from '../api/send-verify-otp';
import { useVerifyAccount } from '../api/verify-account';
import { useCooldown, VERIFY_CODE_COOLDOWN_KEY } from '../../../lib/cooldown';
import { ResendCodeButton } from './resend-code-button';

/** Six boxes for the code e-mailed at sign-up, 'Verify Email', and 'Resend code' with a cooldown. */
export function EmailVerifyForm({ user }: { user: TSessionUser }) {
  const navigate = useNavigate();
  const verify = useVerifyAccount();
  const resend = useSendVerifyOtp();
  const logout = useLogout();
  const cooldown = useCooldown(VERIFY_CODE_COOLDOWN_KEY);
  const otpRef = useRef<OtpInputHandle>(null);
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string>();
  const errorId = 'verify-code-error';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZOtp.safeParse(digits.join(''));
    if (!parsed.success) {
      setError(AUTH_MESSAGES.otpIncomplete);
      otpRef.current?.focus();
      return;
    }
    setError(undefined);
    verify.mutate(
      { otp: parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || AUTH_MESSAGES.verified, { id: TOAST_IDS.verify });
          verify.markVerified();
          // The login screen forwards a verified user to their dashboard.
          void navigate(paths.login, { replace: true });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 401) return; // session expired: handled
          toast.error(errorMessage(failure, UI_MESSAGES.verifyFailed), { id: TOAST_IDS.verify });
          setDigits(emptyOtp());
          otpRef.current?.focus();
        },
      },
    );
  };

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => {
        cooldown.start();
        toast.success(answer.message || AUTH_MESSAGES.verifyOtpSent, { id: TOAST_IDS.verifyResend });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) return;
        if (failure instanceof ApiError && failure.status === 429) cooldown.start();
        toast.error(errorMessage(failure, UI_MESSAGES.sendCodeFailed), { id: TOAST_IDS.verifyResend });
      },
    });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Verify your email">
      <div className="space-y-2">
        <OtpInput
          ref={otpRef}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (error && next.every((digit) => digit !== '')) setError(undefined);
          }}
          label={`${OTP_LENGTH}-digit verification code`}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          disabled={verify.isPending}
          autoFocus
        />
        {error && (
          <p id={errorId} className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" fullWidth busy={verify.isPending} busyText="Verifying...">
        Verify Email
      </Button>
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-3 border-t border-slate-100 pt-5 text-sm text-slate-600 sm:justify-between">
        <span className="flex items-center gap-1.5 whitespace-nowrap">
          Didn&apos;t get it?
          <ResendCodeButton remaining={cooldown.remaining} busy={resend.isPending} onResend={onResend} />
        </span>
        <Button
          variant="link"
          className="text-sm text-slate-600 hover:text-slate-900"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Not {user.name.split(' ')[0] || 'you'}? Log out
        </Button>
      </div>
    </form>
  );
}
