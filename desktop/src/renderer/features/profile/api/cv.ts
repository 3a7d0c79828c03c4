import { COMMON_MESSAGES, type TMessageAnswer } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { getApiBaseUrl, getBearerToken, isDesktopApp } from '../../../lib/platform';
import { saveBlob } from '../../../lib/save-file';
import { userKeys } from '../../../lib/query-keys';

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
  await saveBlob(blob, name);
}
