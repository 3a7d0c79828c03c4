/**
 * Pure security rules of the desktop shell (Electron's security checklist): which origins count as
 * our own, which links may leave the app, and the Content-Security-Policy of the renderer.
 */

export const APP_SCHEME = 'app';
export const APP_HOST = 'launchpad';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * Hosts a link may open in the system browser (https only; subdomains included). Online training
 * links point at these meeting services; anything else stays blocked.
 */
export const EXTERNAL_HOST_ALLOWLIST: readonly string[] = [
  'zoom.us',
  'meet.google.com',
  'teams.microsoft.com',
  'teams.live.com',
  'webex.com',
];

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The origin of a URL, or null when it is not a URL. Custom schemes give `app://launchpad`. */
function originOf(value: string): string | null {
  const url = parseUrl(value);
  if (!url) return null;
  return url.protocol === `${APP_SCHEME}:` ? `${url.protocol}//${url.host}` : url.origin;
}

/** Whether a URL belongs to the app itself (the bundled renderer, or the dev server in development). */
export function isAppUrl(value: string, devServerUrl?: string): boolean {
  const origin = originOf(value);
  if (origin === null) return false;
  if (origin === APP_ORIGIN) return true;
  return devServerUrl !== undefined && origin === originOf(devServerUrl);
}

/** Whether a link may be handed to `shell.openExternal` at once: https on an allowlisted host, no credentials. */
export function isAllowedExternalUrl(value: string, allowlist: readonly string[] = EXTERNAL_HOST_ALLOWLIST) {
  const url = parseUrl(value);
  if (!url || url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return allowlist.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * What happens to a link that leaves the app: meeting links open in the system browser at once; any
 * other web link (a news story, an event page: they come from outside feeds) opens only after the
 * person has seen its address and said yes; every other scheme (file:, custom protocol handlers,
 * javascript:) and any link carrying credentials never leaves.
 */
export function externalLinkAction(
  value: string,
  allowlist: readonly string[] = EXTERNAL_HOST_ALLOWLIST,
): 'open' | 'confirm' | 'refuse' {
  if (isAllowedExternalUrl(value, allowlist)) return 'open';
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'refuse';
  if (url.username !== '' || url.password !== '' || url.hostname === '') return 'refuse';
  return 'confirm';
}

/**
 * The renderer's Content-Security-Policy. `connect-src` names the API origin; development adds what
 * Vite's hot reload needs (an inline preamble script and its websocket).
 */
export function buildContentSecurityPolicy({ apiUrl, dev = false }: { apiUrl: string; dev?: boolean }) {
  const apiOrigin = parseUrl(apiUrl)?.origin;
  const connect = ["'self'", apiOrigin, dev ? 'ws://localhost:* http://localhost:*' : undefined];
  const directives = [
    "default-src 'self'",
    `script-src 'self'${dev ? " 'unsafe-inline'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src ${connect.filter(Boolean).join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}
