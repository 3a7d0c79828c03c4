import type { TChangePasswordInput, TMessageAnswer } from '@launchpad/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Changes the password; the server keeps this session and signs the others out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: TChangePasswordInput) =>
      api.put<TMessageAnswer>('/api/user/change-password', {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
      }),
  });
}
