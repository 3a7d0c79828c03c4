import { ANALYSIS_MESSAGES as M, type TSaveAnalysisInput, type TSavedAnalysis } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, type ApiDataAnswer } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys';
import type { AnalysisSession } from '../session-store';

/** The body of POST /api/analyze/save for the result at `index`: that result and its own description. */
export function saveAnalysisBody(session: AnalysisSession, index: number): TSaveAnalysisInput {
  const result = session.answer.analysis[index];
  const description = session.jobDescriptions[index];
  return {
    resumeText: session.answer.resumeText,
    jobDescriptions: description === undefined ? [] : [description],
    results: result ? [result] : [],
    resumeHash: session.answer.resumeHash,
    usedProfileCV: session.answer.usedProfileCV,
    extractedTechnologies: session.answer.extractedTechnologies,
  };
}

/** 'Error saving analysis: {message}' (spec §8). */
export function saveAnalysisErrorMessage(error: unknown): string {
  let reason: string = M.saveAnalysisFallback;
  if (error instanceof ApiError) reason = error.serverMessage ?? error.message;
  else if (error instanceof Error && error.message.trim()) reason = error.message;
  return `${M.saveErrorPrefix} ${reason}`;
}

/** Saves one result of the analysis; the saved analyses and the profile counts are then reloaded. */
export function useSaveAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ session, index }: { session: AnalysisSession; index: number }) =>
      api.post<ApiDataAnswer<TSavedAnalysis>>('/api/analyze/save', saveAnalysisBody(session, index)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.savedAnalyses });
      void queryClient.invalidateQueries({ queryKey: userKeys.profile });
    },
  });
}
