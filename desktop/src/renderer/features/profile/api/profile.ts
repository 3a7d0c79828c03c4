import type { TUserProfile, TUserProfileInput } from '@launchpad/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiDataAnswer } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { userKeys } from '../../../lib/query-keys';

/** The signed-in user's profile, with the facts the dashboard badges read. */
export async function getProfile(signal?: AbortSignal): Promise<TUserProfile> {
  const answer = await api.get<ApiDataAnswer<TUserProfile>>('/api/user/profile', { signal });
  return answer.data;
}

export const profileQueryOptions = queryOptions({
  queryKey: userKeys.profile,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export interface ProfileUpdateResult {
  message: string;
  profile: TUserProfile;
  /** True when the account type changed, which moves the user's home (Fresher vs Trainer dashboard). */
  accountTypeChanged: boolean;
}

/**
 * Saves name, phone number and account type. The answer's profile goes into the cache; the
 * session is reloaded because the header shows the name and the home depends on the account type.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TUserProfileInput): Promise<ProfileUpdateResult> => {
      const before = queryClient.getQueryData<TUserProfile>(userKeys.profile);
      const answer = await api.put<ApiDataAnswer<TUserProfile>>('/api/user/profile', {
        name: input.name,
        phoneNumber: input.phoneNumber,
        accountType: input.accountType,
      });
      return {
        message: answer.message,
        profile: answer.data,
        accountTypeChanged: before !== undefined && before.accountType !== answer.data.accountType,
      };
    },
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(userKeys.profile, profile);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
