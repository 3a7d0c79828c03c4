import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, safeStorage, session, shell, type WebContents } from 'electron';
import Store from 'electron-store';
import { registerAppScheme, serveRenderer } from './app-protocol';
import { registerIpcHandlers } from './ipc';
import { APP_ORIGIN, buildContentSecurityPolicy, isAllowedExternalUrl, isAppUrl } from './security';
import { API_URL_STORE_KEY, DEFAULT_API_URL, resolveApiUrl } from './settings';
import { createTokenStore, type StoredToken } from './token-store';
import { createMainWindow } from './window';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.join(here, '../renderer');
const preloadPath = path.join(here, '../preload/index.cjs');
/** Set by `electron-vite dev`: the renderer then comes from Vite's dev server. */
const devServerUrl = process.env.ELECTRON_RENDERER_URL;

registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  void app.whenReady().then(start);
}

/** Applies the navigation rules to every web contents the app creates. */
function hardenWebContents(contents: WebContents): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, devServerUrl)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, devServerUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

function start(): void {
  const store = new Store<{ [API_URL_STORE_KEY]: string; 'auth.token'?: StoredToken }>({
    name: 'launchpad',
    defaults: { [API_URL_STORE_KEY]: DEFAULT_API_URL },
  });
  const apiUrl = resolveApiUrl({ env: process.env.LAUNCHPAD_API_URL, stored: store.get(API_URL_STORE_KEY) });
  const tokens = createTokenStore({
    store: {
      get: (key) => store.get(key),
      set: (key, value) => store.set(key, value),
      delete: (key) => store.delete(key as keyof typeof store.store),
    },
    safeStorage,
  });

  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));

  // Only the microphone (for interview answers), and only for the app's own pages.
  session.defaultSession.setPermissionRequestHandler((_contents, permission, allow, details) => {
    const audioOnly = 'mediaTypes' in details && (details.mediaTypes ?? []).every((type) => type === 'audio');
    allow(permission === 'media' && audioOnly && isAppUrl(details.requestingUrl, devServerUrl));
  });

  const csp = buildContentSecurityPolicy({ apiUrl, dev: devServerUrl !== undefined });
  if (devServerUrl) {
    session.defaultSession.webRequest.onHeadersReceived(
      { urls: [`${new URL(devServerUrl).origin}/*`] },
      (details, respond) => {
        respond({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
      },
    );
  } else {
    serveRenderer({ rendererDir, csp });
  }

  registerIpcHandlers({
    tokens,
    getApiUrl: () => apiUrl,
    isTrustedUrl: (url) => isAppUrl(url, devServerUrl),
  });

  const open = () => createMainWindow({ preloadPath, startUrl: devServerUrl ?? `${APP_ORIGIN}/` });
  open();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) open();
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
