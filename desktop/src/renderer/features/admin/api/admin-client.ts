import { ADMIN_PORTAL_MESSAGES as M } from '@launchpad/shared';
import { ApiError } from '../../../lib/api-client';
import { getApiBaseUrl } from '../../../lib/platform';

/** The admin's bearer token lives in local storage (part 2 §6), apart from any user session. */
export const ADMIN_TOKEN_KEY = 'adminToken';

export const adminToken = {
  get: (): string | null => window.localStorage.getItem(ADMIN_TOKEN_KEY),
  set: (token: string) => window.localStorage.setItem(ADMIN_TOKEN_KEY, token),
  clear: () => window.localStorage.removeItem(ADMIN_TOKEN_KEY),
};

let onUnauthorized: (() => void) | undefined;

/** What a 401 on an admin call does: the dashboard sends the admin to /admin-login. */
export function setAdminUnauthorizedHandler(handler: (() => void) | undefined) {
  onUnauthorized = handler;
}

/**
 * Calls an admin endpoint with the admin token (never the user's cookie). A 401 clears the token and
 * runs the unauthorized handler (part 2 §4 Admin, §8 Admin).
 */
export async function adminRequest<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = adminToken.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${await getApiBaseUrl()}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'omit',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, M.networkError);
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const body = (payload ?? {}) as { success?: boolean; message?: unknown };
  if (response.ok && body.success !== false) return payload as T;
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
  const error = new ApiError(response.status, serverMessage ?? `HTTP ${response.status}`, serverMessage);
  if (response.status === 401 && path !== '/api/admin/login') {
    adminToken.clear();
    onUnauthorized?.();
  }
  throw error;
}

/** "Failed to fetch freshers: {reason}" (part 2 §8 Admin). */
export const failed = (prefix: string, error: unknown) =>
  `${prefix}: ${error instanceof Error ? error.message : String(error)}`;
