import type { TAnalyzeAnswer } from '@launchpad/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../lib/session';
import { analyzerKeys } from './api/keys';

/** Which CV an analysis read: the profile CV or a file uploaded for it. */
export interface CvSourceNote {
  kind: 'profile' | 'upload';
  fileName: string;
}

/**
 * The analysis session (spec §3): the answer (resume hash and text, results, technologies), the job
 * descriptions it was made for, the CV it read, and which results were saved. Kept in the query cache
 * and in sessionStorage, so the skills screen, /swot, Back and a reload during the visit keep it.
 */
export interface AnalysisSession {
  /** Whose session it is: a stored session of another user (same tab, new sign-in) is ignored. */
  userId: string;
  answer: TAnalyzeAnswer;
  jobDescriptions: string[];
  cvSource: CvSourceNote;
  /** Indexes of the results saved with Save Analysis. */
  savedIndexes: number[];
  analysedAt: string;
}

export const SESSION_STORAGE_KEY = 'launchpad.analyzer.session';

function isSession(value: unknown): value is AnalysisSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<AnalysisSession>;
  return (
    typeof session.userId === 'string' &&
    typeof session.answer === 'object' &&
    session.answer !== null &&
    Array.isArray(session.answer.analysis) &&
    Array.isArray(session.jobDescriptions) &&
    Array.isArray(session.savedIndexes) &&
    typeof session.cvSource === 'object'
  );
}

/** The stored session of `userId`, or null (none, another user's, or unreadable). */
export function readStoredSession(userId: string): AnalysisSession | null {
  try {
    const raw = window.sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    return isSession(parsed) && parsed.userId === userId ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: AnalysisSession | null): void {
  try {
    if (session) window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else window.sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the query cache still keeps the session for this page's life.
  }
}

type SessionUpdate = AnalysisSession | null | ((current: AnalysisSession | null) => AnalysisSession | null);

/** The signed-in user's analysis session and a way to change or clear it. */
export function useAnalysisSession() {
  const { user } = useSession();
  const userId = user?._id ?? '';
  const queryClient = useQueryClient();
  const key = analyzerKeys.session(userId);

  const query = useQuery({
    queryKey: key,
    queryFn: () => readStoredSession(userId),
    initialData: () => readStoredSession(userId),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: userId !== '',
  });

  const setSession = useCallback(
    (update: SessionUpdate) => {
      const sessionKey = analyzerKeys.session(userId);
      const current = queryClient.getQueryData<AnalysisSession | null>(sessionKey) ?? null;
      const next = typeof update === 'function' ? update(current) : update;
      queryClient.setQueryData(sessionKey, next);
      writeStoredSession(next);
    },
    [queryClient, userId],
  );

  return { session: userId ? (query.data ?? null) : null, setSession, userId };
}
