import type { TMessageAnswer, TResetPasswordInput, TSendResetOtpInput } from '@launchpad/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const RESET_CODE_COOLDOWN_KEY = 'reset-password-code';

/** Step 1 of the reset: e-mails a code (the server answers the same for unknown addresses). */
export function useSendResetOtp() {
  return useMutation({
    mutationFn: (input: TSendResetOtpInput) =>
      api.post<TMessageAnswer>('/api/auth/send-reset-otp', input, { handleUnauthorized: false }),
  });
}

/** Step 3: sets the new password with the code collected in step 2. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: TResetPasswordInput) =>
      api.post<TMessageAnswer>('/api/auth/reset-password', input, { handleUnauthorized: false }),
  });
}
