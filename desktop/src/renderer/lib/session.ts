import type { TIsAuthAnswer, TSessionUser } from '@launchpad/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { getBearerToken, setBearerToken } from './platform';

export const SESSION_QUERY_KEY = ['session'] as const;

/** The signed-in user, or null when the server answers 401 (not signed in). */
async function fetchSessionUser(): Promise<TSessionUser | null> {
  try {
    const answer = await api.get<TIsAuthAnswer>('/api/auth/is-auth', { handleUnauthorized: false });
    return answer.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // A desktop token the server no longer accepts is useless: forget it.
      if (await getBearerToken()) await setBearerToken(null);
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSessionUser,
  staleTime: 60_000,
  retry: (failureCount, error) => !(error instanceof ApiError && error.status > 0) && failureCount < 1,
});

/** The current session over `GET /api/auth/is-auth`: `user` is null when signed out. */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return {
    user: query.data ?? null,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

let signedOutOnPurpose = false;

/**
 * True after the user chose Logout: the login screen then leads to their home, not back to the page
 * they left (that return trip is for sessions that expired under them).
 */
export const isSignedOutOnPurpose = () => signedOutOnPurpose;

/** Puts the signed-in user into the cache (after sign-in, sign-up or verification). */
export function setSessionUser(queryClient: QueryClient, user: TSessionUser | null): void {
  if (user) signedOutOnPurpose = false;
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
}

/**
 * Forgets everything about the signed-in user: cached data of every query, the session entry
 * (set to null, so guards see "signed out" at once), this tab's stored state and the desktop token.
 */
export async function clearSession(
  queryClient: QueryClient,
  options: { onPurpose?: boolean } = {},
): Promise<void> {
  signedOutOnPurpose = options.onPurpose ?? false;
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  setSessionUser(queryClient, null);
  try {
    // Per-tab state belongs to the user who signed out (the analyzer's last session, code cooldowns).
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable (privacy mode); nothing to clear then.
  }
  try {
    await setBearerToken(null);
  } catch {
    // The token store is local; failing to clear it must not keep the user on a broken screen.
  }
}
