// @vitest-environment node
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const created: { options: unknown; loaded: string[]; shown: boolean }[] = [];

// No Electron binary here: the module's Electron APIs are replaced by small fakes.
vi.mock('electron', () => ({
  BrowserWindow: class {
    record: { options: unknown; loaded: string[]; shown: boolean };
    private ready: (() => void) | undefined;
    constructor(options: unknown) {
      this.record = { options, loaded: [], shown: false };
      created.push(this.record);
    }
    once(event: string, listener: () => void) {
      if (event === 'ready-to-show') this.ready = listener;
    }
    loadURL(url: string) {
      this.record.loaded.push(url);
      this.ready?.();
      return Promise.resolve();
    }
    show() {
      this.record.shown = true;
    }
  },
}));

const { createMainWindow, mainWindowOptions } = await import('./window');

describe('main window', () => {
  it('runs the renderer sandboxed, isolated and without Node.js', () => {
    const { webPreferences } = mainWindowOptions('out/preload/index.cjs');
    expect(webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(webPreferences?.preload).toBe(path.resolve('out/preload/index.cjs'));
  });

  it('loads the start page and shows the window once painted', () => {
    createMainWindow({ preloadPath: '/app/preload.cjs', startUrl: 'app://launchpad/' });
    expect(created).toHaveLength(1);
    expect(created[0]!.loaded).toEqual(['app://launchpad/']);
    expect(created[0]!.shown).toBe(true);
    expect(created[0]!.options).toMatchObject({ show: false, title: 'Launchpad' });
  });
});
