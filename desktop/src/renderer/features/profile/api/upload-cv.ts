import { PROFILE_MESSAGES, type TCvInfo } from '@launchpad/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, parseReply, serverMessageIn, type ApiDataAnswer } from '../../../lib/api-client';
import { sendForm } from '../../../lib/send-form';
import { userKeys } from '../../../lib/query-keys';

export type TUploadCvAnswer = ApiDataAnswer<TCvInfo>;

export interface UploadCvOptions {
  /** Called with 0–100 as the file goes up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends the CV as multipart field `cv` (PUT /api/user/upload-cv), reporting progress. Rejects with an
 * ApiError carrying the server's message (a bare 413 from a proxy still says the file is too large), or
 * with an AbortError when `signal` aborts.
 */
export async function uploadCv(
  file: File,
  { onProgress, signal }: UploadCvOptions = {},
): Promise<TUploadCvAnswer> {
  const form = new FormData();
  form.append('cv', file, file.name);
  const { status, text } = await sendForm('/api/user/upload-cv', form, { method: 'PUT', onProgress, signal });
  const payload = parseReply(text);
  const failedInBody =
    typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false;
  if (status >= 200 && status < 300 && !failedInBody) {
    onProgress?.(100);
    return payload as TUploadCvAnswer;
  }
  const serverMessage =
    serverMessageIn(payload) ?? (status === 413 ? PROFILE_MESSAGES.cvTooLarge : undefined);
  throw new ApiError(status, serverMessage ?? PROFILE_MESSAGES.uploadCvFailed, serverMessage);
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
