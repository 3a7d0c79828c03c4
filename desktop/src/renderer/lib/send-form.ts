import { COMMON_MESSAGES } from '@launchpad/shared';
import { ApiError } from './api-client';
import { getApiBaseUrl, getBearerToken, isDesktopApp } from './platform';

/** What a multipart request answered: its status, its body as text and its content type. */
export interface FormReply {
  status: number;
  text: string;
  contentType: string | null;
}

export interface SendFormOptions {
  method?: 'POST' | 'PUT';
  /** 0–100 as the form goes up; 100 once all of it is sent. */
  onProgress?: (percent: number) => void;
  /** Called once, when all of the form is sent and the server is working on it. */
  onSent?: () => void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form to the API (CV uploads, the analysis, recorded answers), with credentials as
 * the API client sends them: the cookie on the web, the bearer token to the configured API URL in the
 * desktop app. XMLHttpRequest rather than fetch, because only it reports upload progress. Resolves with
 * the reply whatever its status (each caller words its own failures, spec §8); rejects with an ApiError
 * (status 0) when the server cannot be reached, or with an AbortError when `signal` aborts.
 */
export async function sendForm(
  path: string,
  form: FormData,
  { method = 'POST', onProgress, onSent, signal }: SendFormOptions = {},
): Promise<FormReply> {
  const desktop = isDesktopApp();
  const [baseUrl, token] = await Promise.all([getApiBaseUrl(), getBearerToken()]);
  if (signal?.aborted) throw new DOMException('Cancelled', 'AbortError');

  return new Promise<FormReply>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${baseUrl}${path}`);
    xhr.withCredentials = !desktop;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    let sent = false;
    const markSent = () => {
      if (sent) return;
      sent = true;
      onProgress?.(100);
      onSent?.();
    };
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      const percent = Math.min(100, Math.round((event.loaded / event.total) * 100));
      if (percent >= 100) markSent();
      else onProgress?.(percent);
    };
    xhr.upload.onload = markSent;
    xhr.onload = () => {
      markSent();
      resolve({
        status: xhr.status,
        text: xhr.responseText ?? '',
        contentType: xhr.getResponseHeader('Content-Type'),
      });
    };
    xhr.onerror = () => reject(new ApiError(0, COMMON_MESSAGES.networkError));
    xhr.onabort = () => reject(new DOMException('Cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
