import type { TSavedAnalysis } from '@launchpad/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiDataAnswer } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/load-errors';
import { userKeys } from '../../../lib/query-keys';

/** The user's saved CV analyses; a 404 means none (spec §7). */
export async function getSavedAnalyses(signal?: AbortSignal): Promise<TSavedAnalysis[]> {
  try {
    const answer = await api.get<ApiDataAnswer<TSavedAnalysis[]>>('/api/user/saved-analyses', { signal });
    return answer.data ?? [];
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

export const savedAnalysesQueryOptions = queryOptions({
  queryKey: userKeys.savedAnalyses,
  queryFn: ({ signal }) => getSavedAnalyses(signal),
});

export function useSavedAnalyses() {
  return useQuery(savedAnalysesQueryOptions);
}
