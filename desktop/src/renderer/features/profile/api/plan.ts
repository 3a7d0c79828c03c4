import type { TUserProfile } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiDataAnswer } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { userKeys } from '../../../lib/query-keys';

/** The upgrade answer also carries a note (no payment was taken). */
export type TPlanChangeAnswer = ApiDataAnswer<TUserProfile> & { note?: string };

function usePlanChange(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<TPlanChangeAnswer>(path),
    onSuccess: async (answer) => {
      if (answer.data) queryClient.setQueryData(userKeys.profile, answer.data);
      // The plan shows in the header badge (session) and the profile: reload both.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: userKeys.profile }),
      ]);
    },
  });
}

/** basic → premium (spec §4). */
export function useUpgradePremium() {
  return usePlanChange('/api/user/upgrade-premium');
}

/** premium → basic (spec §4). */
export function useDowngradeBasic() {
  return usePlanChange('/api/user/downgrade-basic');
}
