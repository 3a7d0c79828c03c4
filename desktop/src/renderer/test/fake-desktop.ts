import type { DesktopBridge, DesktopSettings, WhisperModelStatus } from '@launchpad/shared';
import { vi } from 'vitest';

/**
 * A fake `window.desktop` with state: settings, token, model status and recordings kept in memory,
 * every method a spy. Install with `installFakeDesktop()`; it is removed after each test by
 * `vi.unstubAllGlobals()` (the setup file) or by calling `uninstall()`.
 */
export function createFakeDesktop(initial: Partial<DesktopSettings> = {}) {
  let settings: DesktopSettings = {
    apiUrl: 'http://localhost:8080',
    apiUrlConfigured: true,
    modelUrl: 'https://models.example.com/ggml-base.en.bin',
    modelSha256: null,
    ...initial,
  };
  let token: string | null = null;
  let model: WhisperModelStatus = { state: 'missing' };
  const recordings = new Map<string, Uint8Array[]>();
  let nextId = 1;

  const bridge = {
    platform: 'desktop' as const,
    getApiUrl: vi.fn(async () => settings.apiUrl),
    getToken: vi.fn(async () => token),
    setToken: vi.fn(async (value: string | null) => {
      token = value;
    }),
    getSettings: vi.fn(async () => settings),
    setApiUrl: vi.fn(async (url: string) => {
      settings = { ...settings, apiUrl: url.replace(/\/+$/, ''), apiUrlConfigured: true };
      return settings;
    }),
    setModelSource: vi.fn(async (source: { url: string; sha256: string | null }) => {
      settings = { ...settings, modelUrl: source.url, modelSha256: source.sha256 };
      return settings;
    }),
    startRecording: vi.fn(async () => {
      const id = `00000000-0000-0000-0000-${String(nextId++).padStart(12, '0')}`;
      recordings.set(id, []);
      return { id };
    }),
    appendRecording: vi.fn(async (id: string, chunk: Uint8Array) => {
      const parts = recordings.get(id);
      if (!parts) throw new Error('No such recording');
      parts.push(chunk);
    }),
    finishRecording: vi.fn(async (id: string) => {
      const parts = recordings.get(id);
      if (!parts) throw new Error('No such recording');
      recordings.delete(id);
      return {
        path: `/data/recordings/${id}.webm`,
        bytes: parts.reduce((sum, part) => sum + part.byteLength, 0),
      };
    }),
    cancelRecording: vi.fn(async (id: string) => {
      recordings.delete(id);
    }),
    transcribeOffline: vi.fn(async () => ({ status: 'ok' as const, text: 'offline text' })),
    getModelStatus: vi.fn(async () => model),
    downloadModel: vi.fn(async () => {
      model = { state: 'downloading', receivedBytes: 0, totalBytes: 1000 };
      return model;
    }),
    cancelModelDownload: vi.fn(async () => {
      model = { state: 'missing' };
      return model;
    }),
    chooseModelFile: vi.fn(async () => {
      model = { state: 'installed', bytes: 75_000_000, source: 'file' };
      return model;
    }),
    removeModel: vi.fn(async () => {
      model = { state: 'missing' };
      return model;
    }),
    saveFile: vi.fn(async (file: { fileName: string; mimeType: string; data: Uint8Array }) => ({
      status: 'saved' as const,
      path: `/home/me/${file.fileName}`,
    })),
  } satisfies DesktopBridge;

  return {
    bridge,
    recordings,
    setModel(status: WhisperModelStatus) {
      model = status;
    },
    setToken(value: string | null) {
      token = value;
    },
  };
}

/** Puts a fresh fake bridge on `window.desktop`. */
export function installFakeDesktop(initial: Partial<DesktopSettings> = {}) {
  const fake = createFakeDesktop(initial);
  vi.stubGlobal('desktop', fake.bridge);
  return fake;
}
