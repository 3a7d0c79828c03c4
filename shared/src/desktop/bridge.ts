/**
 * What the Electron preload exposes as `window.desktop`. Types only: the renderer checks for its
 * presence to know it runs in the desktop app, and the preload implements it.
 */
export interface DesktopBridge {
  readonly platform: 'desktop';
  /** Base URL of the cloud API the desktop app talks to. */
  getApiUrl(): Promise<string>;
  /** The bearer token, kept encrypted by the OS keychain (safeStorage); null when signed out. */
  getToken(): Promise<string | null>;
  setToken(token: string | null): Promise<void>;
}
