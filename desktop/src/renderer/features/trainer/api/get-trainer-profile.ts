import type { TTrainerProfile } from '@launchpad/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiDataAnswer } from '../../../lib/api-client';

export const TRAINER_PROFILE_QUERY_KEY = ['trainer', 'profile'] as const;

/** The signed-in trainer's profile, trainings (newest first) and totals. */
export async function getTrainerProfile(signal?: AbortSignal): Promise<TTrainerProfile> {
  const answer = await api.get<ApiDataAnswer<TTrainerProfile>>('/api/trainer/profile/me', { signal });
  return answer.data;
}

export const trainerProfileQueryOptions = queryOptions({
  queryKey: TRAINER_PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => getTrainerProfile(signal),
});

export function useTrainerProfile() {
  return useQuery(trainerProfileQueryOptions);
}
