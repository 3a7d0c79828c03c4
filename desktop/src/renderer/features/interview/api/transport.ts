import { COMMON_MESSAGES, INTERVIEW_MESSAGES } from '@launchpad/shared';
import { api, ApiError, parseReply, serverMessageIn } from '../../../lib/api-client';
import { sendForm } from '../../../lib/send-form';
import { getApiBaseUrl, getBearerToken, isDesktopApp } from '../../../lib/platform';

/**
 * Calls the interview area needs beyond the JSON API client: multipart uploads (CV, recorded audio,
 * sent by `sendForm`) and the code runner, whose failed runs are a 200 with `success: false` that must
 * still be read. Both send the bearer token (when there is one) and the cookie on the web, as every
 * interview call does (§7).
 */

/** A reply that is not JSON at all (a proxy's or the web server's HTML page) says so (§8). */
function looksLikeHtml(text: string, contentType: string | null): boolean {
  return /text\/html/i.test(contentType ?? '') || /^\s*<(!doctype|html)/i.test(text);
}

function noticeEndedSession(status: number) {
  // These calls bypass the API client, so let it notice an ended session: is-auth now answers 401 and
  // its 401 handling signs out and shows the sign-in screen.
  if (status === 401) void api.get('/api/auth/is-auth').catch(() => undefined);
}

/** Reads a reply: the JSON payload on success; an ApiError with the server's message otherwise. */
function settle<T>(status: number, text: string, contentType: string | null): T {
  const payload = parseReply(text);
  if (payload === undefined || payload === null) {
    if (looksLikeHtml(text, contentType)) throw new ApiError(status, INTERVIEW_MESSAGES.htmlInsteadOfJson);
    throw new ApiError(status, status >= 500 ? COMMON_MESSAGES.serverError : `Request failed (${status})`);
  }
  const failedInBody = (payload as { success?: unknown }).success === false;
  if (status >= 200 && status < 300 && !failedInBody) return payload as T;
  noticeEndedSession(status);
  const serverMessage = serverMessageIn(payload, ['message', 'error']);
  throw new ApiError(status, serverMessage ?? `Request failed (${status})`, serverMessage);
}

/** POSTs one file as multipart field `field` (after any other `fields`) and reads the JSON answer. */
export async function postFile<T>(
  path: string,
  field: string,
  file: Blob,
  fileName: string,
  { signal, fields = {} }: { signal?: AbortSignal; fields?: Record<string, string> } = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, file, fileName);
  const reply = await sendForm(path, form, { signal });
  return settle<T>(reply.status, reply.text, reply.contentType);
}

/**
 * POSTs JSON and answers the payload whatever its `success` says, as long as the HTTP status is 2xx
 * (the code runner reports a failed run that way). 4xx/5xx throw an ApiError with the server's message.
 */
export async function postJsonKeepingFailures<T>(path: string, body: unknown): Promise<T> {
  const desktop = isDesktopApp();
  const [baseUrl, token] = await Promise.all([getApiBaseUrl(), getBearerToken()]);
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: desktop ? 'omit' : 'include',
    });
  } catch {
    throw new ApiError(0, COMMON_MESSAGES.networkError);
  }
  const text = await response.text();
  const payload = parseReply(text);
  if (response.ok && typeof payload === 'object' && payload !== null) return payload as T;
  return settle<T>(response.status, text, response.headers.get('Content-Type'));
}

/** Guards a JSON-client answer that came back empty (an HTML page read as "no JSON"). */
export function requireJson<T>(answer: T | null | undefined): T {
  if (answer === null || answer === undefined || typeof answer !== 'object') {
    throw new ApiError(200, INTERVIEW_MESSAGES.htmlInsteadOfJson);
  }
  return answer;
}
