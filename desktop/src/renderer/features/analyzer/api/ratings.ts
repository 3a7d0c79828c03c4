import { ANALYSIS_MESSAGES as M, type TSaveRatingsInput, type TSkillsAssessment } from '@launchpad/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, type ApiDataAnswer } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys';
import { analyzerKeys } from './keys';

/**
 * The message for a failed ratings save (spec §8): a 404 (or a message containing 404) means the
 * endpoint is missing; no answer ('Failed to fetch') means the server cannot be reached; otherwise the
 * message, else 'Failed to save technology ratings. Please try again.'
 */
export function ratingsErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  if ((error instanceof ApiError && error.status === 404) || message.includes('404')) {
    return M.ratingsEndpointMissing;
  }
  if ((error instanceof ApiError && error.status === 0) || message.includes('Failed to fetch')) {
    return M.ratingsCannotConnect;
  }
  if (error instanceof ApiError) return error.serverMessage ?? M.saveRatingsFailed;
  return message || M.saveRatingsFailed;
}

/** Checks made before the ratings are sent (spec §5 "Skills save"); null when they may be sent. */
export function ratingsInputProblem(input: TSaveRatingsInput): string | null {
  if (!input.resumeHash?.trim()) return M.resumeHashRequired;
  if (!Array.isArray(input.technologies) || input.technologies.length === 0) return M.noTechnologies;
  return null;
}

/** POST /api/swot/save-ratings: the ratings in, the assessment (SWOT, score, level) out. */
export function useSaveRatings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSaveRatingsInput) => {
      const problem = ratingsInputProblem(input);
      if (problem) throw new Error(problem);
      return api.post<ApiDataAnswer<TSkillsAssessment>>('/api/swot/save-ratings', input);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: analyzerKeys.ratings });
      void queryClient.invalidateQueries({ queryKey: userKeys.skillsAssessments });
      void queryClient.invalidateQueries({ queryKey: userKeys.profile });
    },
  });
}

/** GET /api/swot/ratings: the user's assessments, newest first. */
export async function getRatings(signal?: AbortSignal): Promise<TSkillsAssessment[]> {
  const answer = await api.get<ApiDataAnswer<TSkillsAssessment[]>>('/api/swot/ratings', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const ratingsQueryOptions = queryOptions({
  queryKey: analyzerKeys.ratings,
  queryFn: ({ signal }) => getRatings(signal),
});

export function useRatings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ratingsQueryOptions, enabled });
}
