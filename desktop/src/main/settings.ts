/** Where the desktop app finds the cloud API. */

export const DEFAULT_API_URL = 'http://localhost:8080';
export const API_URL_STORE_KEY = 'apiUrl';

/** An http(s) URL without a trailing slash, or null when the value is not one. */
export function normalizeApiUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * The API URL: the LAUNCHPAD_API_URL environment variable wins (handy for development and tests),
 * then the value kept in electron-store, then the local default.
 */
export function resolveApiUrl({ env, stored }: { env: string | undefined; stored: unknown }): string {
  return normalizeApiUrl(env) ?? normalizeApiUrl(stored) ?? DEFAULT_API_URL;
}
