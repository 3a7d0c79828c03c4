import { COMMON_MESSAGES, type TCvInfo, type TMessageAnswer } from '@launchpad/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, type ApiDataAnswer } from '../../../lib/api-client';
import { getApiBaseUrl, getBearerToken, isDesktopApp } from '../../../lib/platform';
import { isNotFound } from './errors';
import { userKeys } from './keys';

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

/** Deletes the CV: it is gone from the cache at once and the profile (hasCV, badges) is reloaded. */
export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<TMessageAnswer>('/api/user/cv'),
    onSuccess: async () => {
      queryClient.setQueryData(userKeys.cv, null);
      await queryClient.invalidateQueries({ queryKey: userKeys.profile });
    },
  });
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), if any. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1];
  return plain?.trim() || undefined;
}

/**
 * Downloads the original CV and saves it under its name. Fetched (with the cookie on the web, the
 * bearer token in the desktop app) rather than linked, so both apps work and failures can be shown.
 */
export async function downloadCv(fallbackName: string): Promise<void> {
  const desktop = isDesktopApp();
  const [baseUrl, token] = await Promise.all([getApiBaseUrl(), getBearerToken()]);
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/user/cv/file`, {
      credentials: desktop ? 'omit' : 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, COMMON_MESSAGES.networkError);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' ? payload.message : undefined;
    throw new ApiError(response.status, message ?? `Download failed (${response.status})`, message);
  }
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
