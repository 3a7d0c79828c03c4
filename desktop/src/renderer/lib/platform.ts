import type { DesktopBridge } from '@launchpad/shared';

/** The Electron bridge when the renderer runs inside the desktop app; undefined on the web. */
export function getDesktopBridge(): DesktopBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.desktop?.platform === 'desktop' ? window.desktop : undefined;
}

/** True inside the desktop app. */
export function isDesktopApp(): boolean {
  return getDesktopBridge() !== undefined;
}

let apiBaseUrl: Promise<string> | undefined;

/** '' on the web (same origin as the API); the configured API URL in the desktop app. */
export function getApiBaseUrl(): Promise<string> {
  const desktop = getDesktopBridge();
  if (!desktop) return Promise.resolve('');
  apiBaseUrl ??= desktop.getApiUrl().then(
    (url) => url.replace(/\/+$/, ''),
    (error: unknown) => {
      apiBaseUrl = undefined;
      throw error;
    },
  );
  return apiBaseUrl;
}

/** The desktop app's bearer token, or null (always null on the web, which uses a cookie). */
export async function getBearerToken(): Promise<string | null> {
  const desktop = getDesktopBridge();
  if (!desktop) return null;
  try {
    return await desktop.getToken();
  } catch {
    return null;
  }
}

/** Saves or forgets the desktop app's bearer token; does nothing on the web. */
export async function setBearerToken(token: string | null): Promise<void> {
  await getDesktopBridge()?.setToken(token);
}
