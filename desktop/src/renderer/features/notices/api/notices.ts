import type { TEventNotice, TNewsAnswer } from '@launchpad/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const noticeKeys = {
  news: ['notices', 'news'] as const,
  events: ['notices', 'events'] as const,
};

/** The feed changes at most every few minutes: no refetch on every visit. */
const STALE_MS = 60_000;

/** GET /api/notices/news: the tech headlines (live, cached, or the server's samples). */
export function useNews() {
  return useQuery({
    queryKey: noticeKeys.news,
    queryFn: ({ signal }) => api.get<TNewsAnswer>('/api/notices/news', { signal }),
    staleTime: STALE_MS,
  });
}

/** GET /api/notices/events: a bare array of upcoming event notices (part 2 §7). */
export function useEvents() {
  return useQuery({
    queryKey: noticeKeys.events,
    queryFn: async ({ signal }) => {
      const answer = await api.get<unknown>('/api/notices/events', { signal });
      if (!Array.isArray(answer)) throw new Error('unexpected answer from the server');
      return answer as Partial<TEventNotice>[];
    },
    staleTime: STALE_MS,
  });
}
