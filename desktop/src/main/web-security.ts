import { externalLinkAction } from './security';

/**
 * Electron-facing security handlers (navigation, new windows, permissions), written against the few
 * members they use so tests can drive them with fakes.
 */

export interface NavigationEvent {
  preventDefault(): void;
}

/** The part of `WebContents` the navigation rules need. */
export interface HardenableContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(event: 'will-navigate' | 'will-redirect', listener: (event: NavigationEvent, url: string) => void): void;
  on(event: 'will-attach-webview', listener: (event: NavigationEvent) => void): void;
}

export interface ShellLike {
  openExternal(url: string): Promise<void>;
}

/**
 * Locks a web contents down: no new windows (links go to the system browser instead, as
 * `externalLinkAction` says: meeting links at once, other web links once `confirmOpen` says yes), no
 * navigation or redirect away from the app, no `<webview>`.
 */
export function hardenWebContents(
  contents: HardenableContents,
  {
    shell,
    isTrustedUrl,
    confirmOpen,
    allowlist,
  }: {
    shell: ShellLike;
    isTrustedUrl: (url: string) => boolean;
    /** Shows the address and asks whether to open it in the browser; resolves true for yes. */
    confirmOpen: (url: string) => Promise<boolean>;
    allowlist?: readonly string[];
  },
): void {
  const openOutside = (url: string) => {
    const action = externalLinkAction(url, allowlist);
    if (action === 'refuse') return;
    const allowed = action === 'open' ? Promise.resolve(true) : confirmOpen(url);
    void allowed.then((yes) => (yes ? shell.openExternal(url) : undefined)).catch(() => undefined);
  };
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event: NavigationEvent, url: string) => {
    if (isTrustedUrl(url)) return;
    event.preventDefault();
    openOutside(url);
  });
  contents.on('will-redirect', (event: NavigationEvent, url: string) => {
    if (!isTrustedUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event: NavigationEvent) => event.preventDefault());
}

/** The part of Electron's `dialog` the link question needs. */
export interface MessageBoxDialog<Window> {
  showMessageBox(window: Window, options: MessageBoxQuestion): Promise<{ response: number }>;
  showMessageBox(options: MessageBoxQuestion): Promise<{ response: number }>;
}

export interface MessageBoxQuestion {
  type: 'question';
  buttons: string[];
  defaultId: number;
  cancelId: number;
  title: string;
  message: string;
  detail: string;
}

/**
 * `confirmOpen` for `hardenWebContents`: a native question over the focused window that names the host
 * and shows the whole address ("Open techcrunch.com in your browser?"); true only for "Open in browser".
 */
export function askBeforeOpening<Window>(
  dialog: MessageBoxDialog<Window>,
  focusedWindow: () => Window | null,
): (url: string) => Promise<boolean> {
  return async (url) => {
    const question: MessageBoxQuestion = {
      type: 'question',
      buttons: ['Open in browser', 'Cancel'],
      defaultId: 0,
      cancelId: 1,
      title: 'Open link',
      message: `Open ${new URL(url).hostname} in your browser?`,
      detail: url,
    };
    const window = focusedWindow();
    const answer = window
      ? await dialog.showMessageBox(window, question)
      : await dialog.showMessageBox(question);
    return answer.response === 0;
  };
}

/** What Electron passes a permission request handler about the request. */
export interface PermissionDetails {
  requestingUrl?: string;
  mediaTypes?: ('video' | 'audio')[];
}

/**
 * The permission rule: only `media` with audio only (the microphone for interview answers), and only
 * for the app's own pages. Everything else (camera, notifications, geolocation, ...) is refused.
 */
export function isPermissionAllowed(
  permission: string,
  details: PermissionDetails,
  isTrustedUrl: (url: string) => boolean,
): boolean {
  if (permission !== 'media') return false;
  const types = details.mediaTypes ?? [];
  if (types.length === 0 || !types.every((type) => type === 'audio')) return false;
  return typeof details.requestingUrl === 'string' && isTrustedUrl(details.requestingUrl);
}

/** The permission check (synchronous queries such as `navigator.permissions`): same origin rule. */
export function isPermissionCheckAllowed(
  permission: string,
  requestingOrigin: string,
  isTrustedUrl: (url: string) => boolean,
): boolean {
  return permission === 'media' && isTrustedUrl(requestingOrigin);
}
