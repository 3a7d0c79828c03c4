import { COMMON_MESSAGES, PROFILE_MESSAGES, type TCvInfo } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, type ApiDataAnswer } from '../../../lib/api-client';
import { getApiBaseUrl, getBearerToken, isDesktopApp } from '../../../lib/platform';
import { userKeys } from '../../../lib/query-keys';

export type TUploadCvAnswer = ApiDataAnswer<TCvInfo>;

export interface UploadCvOptions {
  /** Called with 0–100 as the file goes up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function serverMessageOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const message = (payload as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * Sends the CV as multipart field `cv` (PUT /api/user/upload-cv). XMLHttpRequest rather than fetch
 * because only it reports upload progress. Credentials as the API client sends them: the cookie on
 * the web, the bearer token to the configured API URL in the desktop app. Rejects with an ApiError
 * carrying the server's message (a bare 413 from a proxy still says the file is too large), or with
 * an AbortError when `signal` aborts.
 */
export async function uploadCv(
  file: File,
  { onProgress, signal }: UploadCvOptions = {},
): Promise<TUploadCvAnswer> {
  const desktop = isDesktopApp();
  const [baseUrl, token] = await Promise.all([getApiBaseUrl(), getBearerToken()]);
  if (signal?.aborted) throw new DOMException('Upload cancelled', 'AbortError');

  return new Promise<TUploadCvAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${baseUrl}/api/user/upload-cv`);
    xhr.withCredentials = !desktop;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      const failedInBody =
        typeof payload === 'object' &&
        payload !== null &&
        (payload as { success?: unknown }).success === false;
      if (xhr.status >= 200 && xhr.status < 300 && !failedInBody) {
        onProgress?.(100);
        resolve(payload as TUploadCvAnswer);
        return;
      }
      const serverMessage =
        serverMessageOf(payload) ?? (xhr.status === 413 ? PROFILE_MESSAGES.cvTooLarge : undefined);
      reject(new ApiError(xhr.status, serverMessage ?? PROFILE_MESSAGES.uploadCvFailed, serverMessage));
    };
    xhr.onerror = () => reject(new ApiError(0, COMMON_MESSAGES.networkError));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('cv', file, file.name);
    xhr.send(form);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The upload with its progress (0–100) and a way to cancel it. On success the new CV goes into the
 * cache and the profile (hasCV, badges) is reloaded. An upload still running when the screen goes
 * away is cancelled.
 */
export function useUploadCv() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      return uploadCv(file, { onProgress: setProgress, signal: current.signal });
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(userKeys.cv, answer.data);
      await queryClient.invalidateQueries({ queryKey: userKeys.profile });
    },
    onError: (error) => {
      // The XHR bypasses the API client, so let the client notice the ended session: is-auth now
      // answers 401, and its 401 handling signs out and shows 'Please log in to continue'.
      if (error instanceof ApiError && error.status === 401) {
        void api.get('/api/auth/is-auth').catch(() => undefined);
      }
    },
    onSettled: () => {
      controller.current = null;
    },
  });

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { ...mutation, progress, cancel };
}
