import type { TMessageAnswer, TSkillsAssessment } from '@launchpad/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiDataAnswer } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/load-errors';
import { userKeys } from '../../../lib/query-keys';

/** The user's saved skills assessments; a 404 means none (spec §7). */
export async function getSkillsAssessments(signal?: AbortSignal): Promise<TSkillsAssessment[]> {
  try {
    const answer = await api.get<ApiDataAnswer<TSkillsAssessment[]>>('/api/user/skills-assessments', {
      signal,
    });
    return answer.data ?? [];
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

export const skillsAssessmentsQueryOptions = queryOptions({
  queryKey: userKeys.skillsAssessments,
  queryFn: ({ signal }) => getSkillsAssessments(signal),
});

export function useSkillsAssessments() {
  return useQuery(skillsAssessmentsQueryOptions);
}

/** Deletes one assessment; it leaves the list at once and the badge counts are reloaded. */
export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<TMessageAnswer>(`/api/user/assessment/${encodeURIComponent(id)}`),
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<TSkillsAssessment[]>(userKeys.skillsAssessments, (list) =>
        list?.filter((assessment) => assessment._id !== id),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.skillsAssessments }),
        queryClient.invalidateQueries({ queryKey: userKeys.profile }),
      ]);
    },
  });
}
