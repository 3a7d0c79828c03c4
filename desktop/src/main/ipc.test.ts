// @vitest-environment node
import type { DesktopSettings } from '@launchpad/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../common/ipc-channels';
import {
  IpcRefusedError,
  isValidTokenArgument,
  registerIpcHandlers,
  type IpcEventLike,
  type IpcServices,
} from './ipc';
import { isAppUrl } from './security';

type Listener = (event: IpcEventLike, ...args: unknown[]) => unknown;

const settingsValue: DesktopSettings = {
  apiUrl: 'https://api.example.com',
  apiUrlConfigured: true,
  modelUrl: 'https://models.example.com/ggml-base.en.bin',
  modelSha256: null,
};

function setup() {
  const listeners = new Map<string, Listener>();
  const services = {
    tokens: { get: vi.fn(() => 'abc'), set: vi.fn(), isEncrypted: vi.fn(() => true) },
    settings: {
      get: vi.fn(() => settingsValue),
      apiUrl: vi.fn(() => settingsValue.apiUrl),
      setApiUrl: vi.fn((url: string) => ({ settings: { ...settingsValue, apiUrl: url }, changed: true })),
      setModelSource: vi.fn(() => settingsValue),
    },
    recordings: {
      start: vi.fn(async () => ({ id: '11111111-2222-3333-4444-555555555555' })),
      append: vi.fn(async () => undefined),
      finish: vi.fn(async () => ({ path: '/data/rec.webm', bytes: 3 })),
      cancel: vi.fn(async () => undefined),
      cancelAll: vi.fn(async () => undefined),
    },
    transcriber: { transcribe: vi.fn(async () => ({ status: 'ok' as const, text: 'hello' })) },
    models: {
      status: vi.fn(async () => ({ state: 'missing' as const })),
      modelPath: vi.fn(async () => null),
      download: vi.fn(async () => ({ state: 'downloading' as const, receivedBytes: 0, totalBytes: null })),
      settled: vi.fn(async () => undefined),
      cancelDownload: vi.fn(async () => ({ state: 'missing' as const })),
      installFile: vi.fn(async () => ({ state: 'installed' as const, bytes: 10, source: 'file' as const })),
      remove: vi.fn(async () => ({ state: 'missing' as const })),
    },
    pickModelFile: vi.fn(async (): Promise<string | null> => '/home/me/ggml-tiny.bin'),
    saveFile: vi.fn(async () => ({ status: 'saved' as const, path: '/home/me/report.pdf' })),
    onApiUrlChanged: vi.fn(),
  } satisfies IpcServices;
  registerIpcHandlers({
    ipcMain: { handle: (channel, listener) => listeners.set(channel, listener) },
    isTrustedUrl: (url) => isAppUrl(url),
    services,
  });
  const mainFrame = { url: 'app://launchpad/interview' };
  const fromApp: IpcEventLike = { senderFrame: mainFrame, sender: { mainFrame } };
  const call = (channel: string, event: IpcEventLike, ...args: unknown[]) =>
    Promise.resolve().then(() => listeners.get(channel)!(event, ...args));
  return { listeners, services, fromApp, mainFrame, call };
}

let ctx: ReturnType<typeof setup>;
beforeEach(() => {
  ctx = setup();
});

describe('registerIpcHandlers', () => {
  it('registers a handler for every channel', () => {
    expect([...ctx.listeners.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
  });

  it('answers calls from the app page', async () => {
    await expect(ctx.call(IPC_CHANNELS.getToken, ctx.fromApp)).resolves.toBe('abc');
    await expect(ctx.call(IPC_CHANNELS.getSettings, ctx.fromApp)).resolves.toEqual(settingsValue);
    await ctx.call(IPC_CHANNELS.setToken, ctx.fromApp, 'new-token');
    expect(ctx.services.tokens.set).toHaveBeenCalledWith('new-token');
  });

  it('refuses a foreign origin, a subframe and a missing frame', async () => {
    const foreignFrame = { url: 'https://evil.example.com/' };
    const foreign: IpcEventLike = { senderFrame: foreignFrame, sender: { mainFrame: foreignFrame } };
    const subframe: IpcEventLike = {
      senderFrame: { url: 'app://launchpad/x' },
      sender: { mainFrame: ctx.mainFrame },
    };
    const gone: IpcEventLike = { senderFrame: null, sender: { mainFrame: ctx.mainFrame } };
    for (const event of [foreign, subframe, gone]) {
      await expect(ctx.call(IPC_CHANNELS.getToken, event)).rejects.toBeInstanceOf(IpcRefusedError);
      await expect(ctx.call(IPC_CHANNELS.setToken, event, 'x')).rejects.toThrow(/untrusted page/);
    }
    expect(ctx.services.tokens.get).not.toHaveBeenCalled();
    expect(ctx.services.tokens.set).not.toHaveBeenCalled();
  });

  it('refuses arguments that do not parse, before any service runs', async () => {
    const refused = [
      [IPC_CHANNELS.setToken, 'has space'],
      [IPC_CHANNELS.setToken, 42],
      [IPC_CHANNELS.setApiUrl, 'file:///etc/passwd'],
      [IPC_CHANNELS.setApiUrl, 'https://user:pw@api.example.com'],
      [IPC_CHANNELS.setModelSource, { url: 'https://m.example.com/x.bin', sha256: 'nothex' }],
      [IPC_CHANNELS.setModelSource, { url: 'https://m.example.com/x.bin', sha256: null, path: '/etc' }],
      [IPC_CHANNELS.startRecording, { mimeType: 'text/html' }],
      [IPC_CHANNELS.appendRecording, '../../etc/passwd', new Uint8Array([1])],
      [IPC_CHANNELS.appendRecording, '11111111-2222-3333-4444-555555555555', 'not bytes'],
      [IPC_CHANNELS.transcribeOffline, new Uint8Array(100)],
      [
        IPC_CHANNELS.saveFile,
        { fileName: '../report.pdf', mimeType: 'application/pdf', data: new Uint8Array([1]) },
      ],
      [
        IPC_CHANNELS.saveFile,
        { fileName: 'report.pdf', mimeType: 'application/pdf', data: new Uint8Array() },
      ],
    ] as const;
    for (const [channel, ...args] of refused) {
      await expect(ctx.call(channel, ctx.fromApp, ...args), `${channel} ${String(args[0])}`).rejects.toThrow(
        /invalid arguments/,
      );
    }
    // Channels without arguments refuse extra ones.
    await expect(ctx.call(IPC_CHANNELS.getToken, ctx.fromApp, 'extra')).rejects.toThrow(/invalid arguments/);
    expect(ctx.services.tokens.set).not.toHaveBeenCalled();
    expect(ctx.services.settings.setApiUrl).not.toHaveBeenCalled();
    expect(ctx.services.recordings.append).not.toHaveBeenCalled();
    expect(ctx.services.saveFile).not.toHaveBeenCalled();
  });

  it('forgets the token when the server URL changes', async () => {
    const saved = await ctx.call(IPC_CHANNELS.setApiUrl, ctx.fromApp, 'https://other.example.com');
    expect(saved).toMatchObject({ apiUrl: 'https://other.example.com' });
    expect(ctx.services.tokens.set).toHaveBeenCalledWith(null);
    expect(ctx.services.onApiUrlChanged).toHaveBeenCalledWith('https://other.example.com');
  });

  it('passes recording chunks and WAV audio through', async () => {
    const id = '11111111-2222-3333-4444-555555555555';
    await ctx.call(IPC_CHANNELS.appendRecording, ctx.fromApp, id, new Uint8Array([1, 2]));
    expect(ctx.services.recordings.append).toHaveBeenCalledWith(id, new Uint8Array([1, 2]));
    const wav = new Uint8Array(64);
    wav.set(new TextEncoder().encode('RIFF'), 0);
    wav.set(new TextEncoder().encode('WAVE'), 8);
    await expect(ctx.call(IPC_CHANNELS.transcribeOffline, ctx.fromApp, wav)).resolves.toEqual({
      status: 'ok',
      text: 'hello',
    });
  });

  it('downloads from the configured model source and installs a picked file', async () => {
    await ctx.call(IPC_CHANNELS.downloadModel, ctx.fromApp);
    expect(ctx.services.models.download).toHaveBeenCalledWith({ url: settingsValue.modelUrl, sha256: null });
    await ctx.call(IPC_CHANNELS.chooseModelFile, ctx.fromApp);
    expect(ctx.services.models.installFile).toHaveBeenCalledWith('/home/me/ggml-tiny.bin');
    ctx.services.pickModelFile.mockResolvedValueOnce(null);
    await expect(ctx.call(IPC_CHANNELS.chooseModelFile, ctx.fromApp)).resolves.toEqual({ state: 'missing' });
    expect(ctx.services.models.installFile).toHaveBeenCalledTimes(1);
  });

  it('saves files with the native dialog', async () => {
    const file = {
      fileName: 'Receipt 2026.pdf',
      mimeType: 'application/pdf',
      data: new Uint8Array([37, 80]),
    };
    await expect(ctx.call(IPC_CHANNELS.saveFile, ctx.fromApp, file)).resolves.toEqual({
      status: 'saved',
      path: '/home/me/report.pdf',
    });
    expect(ctx.services.saveFile).toHaveBeenCalledWith(file);
  });
});

describe('isValidTokenArgument', () => {
  it('accepts null and tokens, refuses the rest', () => {
    expect(isValidTokenArgument(null)).toBe(true);
    expect(isValidTokenArgument('abc.def')).toBe(true);
    expect(isValidTokenArgument('a b')).toBe(false);
    expect(isValidTokenArgument('x'.repeat(5000))).toBe(false);
    expect(isValidTokenArgument(undefined)).toBe(false);
  });
});
