import { UI_MESSAGES, COMMON_MESSAGES } from '@launchpad/shared';
import { getApiBaseUrl, getBearerToken, isDesktopApp } from './platform';

/** A failed API call: the HTTP status (0 when the server could not be reached) and a message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's own `message`, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, serverMessage?: string) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * When false, a 401 answer does not end the session. For the session check itself and the sign-in
   * forms, where 401 means "not signed in" or "wrong credentials", not "session expired".
   */
  handleUnauthorized?: boolean;
}

/** A successful answer that carries data: `{ success: true, message, data }`. */
export interface ApiDataAnswer<T> {
  success: true;
  message: string;
  data: T;
}

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler | undefined;

/** Sets what happens when a call answers 401 (the app clears the session and goes to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  onUnauthorized = handler;
}

function fallbackMessage(status: number): string {
  if (status >= 500) return COMMON_MESSAGES.serverError;
  return `${UI_MESSAGES.requestFailed} (${status})`;
}

/** A reply's text read as JSON: null when it is empty, undefined when it is not JSON. */
export function parseReply(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The server's own words in a reply: the first of `fields` (by default `message`) that is non-empty text. */
export function serverMessageIn(
  payload: unknown,
  fields: readonly string[] = ['message'],
): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  for (const field of fields) {
    const value = (payload as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/**
 * Calls the Launchpad API with JSON in and out. The web app relies on the cookie session
 * (credentials included); the desktop app sends its bearer token to the configured API URL.
 * Throws an ApiError carrying the server's message on a failed status or on `success: false`.
 */
async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, handleUnauthorized = true } = options;
  const desktop = isDesktopApp();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    const [baseUrl, token] = await Promise.all([getApiBaseUrl(), getBearerToken()]);
    if (token) headers.Authorization = `Bearer ${token}`;
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: desktop ? 'omit' : 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, COMMON_MESSAGES.networkError);
  }

  const payload = parseReply(await response.text()) ?? null;
  const failedInBody =
    typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false;
  if (response.ok && !failedInBody) return payload as T;

  const serverMessage = serverMessageIn(payload);
  const error = new ApiError(
    response.status,
    serverMessage ?? fallbackMessage(response.status),
    serverMessage,
  );
  if (response.status === 401 && handleUnauthorized) onUnauthorized?.(error);
  throw error;
}

type BodylessOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/** The API client: `api(path, options)` or the verb helpers. */
export const api = Object.assign(request, {
  get: <T>(path: string, options?: BodylessOptions) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: BodylessOptions) => request<T>(path, { ...options, method: 'DELETE' }),
});

/**
 * The message to show for a failed action (spec §8): the server's message, else the error's own
 * message, else the action's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    return error.status === 0 ? error.message : fallback;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
