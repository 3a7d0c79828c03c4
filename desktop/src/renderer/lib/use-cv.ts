import type { TCvInfo } from '@launchpad/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiDataAnswer } from './api-client';
import { isNotFound } from './load-errors';
import { userKeys } from './query-keys';

/** The CV on file, or null when there is none (the server answers 404). */
export async function getCv(signal?: AbortSignal): Promise<TCvInfo | null> {
  try {
    const answer = await api.get<ApiDataAnswer<TCvInfo>>('/api/user/cv', { signal });
    return answer.data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const cvQueryOptions = queryOptions({
  queryKey: userKeys.cv,
  queryFn: ({ signal }) => getCv(signal),
});

export function useCv() {
  return useQuery(cvQueryOptions);
}
