import type { TMessageAnswer } from '@launchpad/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Asks for a new e-mail verification code (signed in; at most one a minute). */
export function useSendVerifyOtp() {
  return useMutation({
    mutationFn: () => api.post<TMessageAnswer>('/api/auth/send-verify-otp'),
  });
}
