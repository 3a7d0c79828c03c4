import path from 'node:path';
import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';

/** The main window's options: sandboxed, isolated renderer with no Node.js, shown once painted. */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 840,
    minWidth: 360,
    minHeight: 560,
    show: false,
    title: 'Launchpad',
    backgroundColor: '#f8fafc',
    autoHideMenuBar: true,
    webPreferences: {
      preload: path.resolve(preloadPath),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  };
}

/** Opens the main window at `startUrl`. */
export function createMainWindow({ preloadPath, startUrl }: { preloadPath: string; startUrl: string }) {
  const window = new BrowserWindow(mainWindowOptions(preloadPath));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(startUrl);
  return window;
}
