import type { TMessageAnswer, TSessionUser, TVerifyAccountInput } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, setSessionUser } from '../../../lib/session';

/**
 * Confirms the e-mail address with the 6-digit code. `markVerified` updates the cached session at
 * once (and refreshes it from the server); the screen calls it when it is ready to move on.
 */
export function useVerifyAccount() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: TVerifyAccountInput) => api.post<TMessageAnswer>('/api/auth/verify-account', input),
  });
  const markVerified = () => {
    const user = queryClient.getQueryData<TSessionUser | null>(SESSION_QUERY_KEY);
    if (user) setSessionUser(queryClient, { ...user, isAccountVerified: true });
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
  return { ...mutation, markVerified };
}
