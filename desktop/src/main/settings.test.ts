// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  API_URL_STORE_KEY,
  createSettingsStore,
  DEFAULT_API_URL,
  DEFAULT_MODEL_URL,
  MODEL_SHA256_STORE_KEY,
  normalizeDownloadUrl,
} from './settings';
import type { KeyValueStore } from './token-store';

function memoryStore(): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
    delete: (key) => void data.delete(key),
  };
}

describe('createSettingsStore', () => {
  it('starts unconfigured on the default server and the default model', () => {
    const settings = createSettingsStore({ store: memoryStore() });
    expect(settings.get()).toEqual({
      apiUrl: DEFAULT_API_URL,
      apiUrlConfigured: false,
      modelUrl: DEFAULT_MODEL_URL,
      modelSha256: null,
    });
  });

  it('saves a normalized server URL and says whether it changed', () => {
    const store = memoryStore();
    const settings = createSettingsStore({ store });

    const first = settings.setApiUrl(' https://launchpad.example.lk/ ');
    expect(first.changed).toBe(true);
    expect(first.settings.apiUrl).toBe('https://launchpad.example.lk');
    expect(first.settings.apiUrlConfigured).toBe(true);
    expect(store.data.get(API_URL_STORE_KEY)).toBe('https://launchpad.example.lk');

    expect(settings.setApiUrl('https://launchpad.example.lk').changed).toBe(false);
    expect(() => settings.setApiUrl('javascript:alert(1)')).toThrow(/http/);
    expect(() => settings.setApiUrl('https://user:pw@launchpad.example.lk')).toThrow();
    expect(settings.apiUrl()).toBe('https://launchpad.example.lk');
  });

  it('lets LAUNCHPAD_API_URL win and count as configured', () => {
    const store = memoryStore();
    store.data.set(API_URL_STORE_KEY, 'https://stored.example');
    const settings = createSettingsStore({ store, env: 'http://127.0.0.1:9000' });
    expect(settings.get()).toMatchObject({ apiUrl: 'http://127.0.0.1:9000', apiUrlConfigured: true });
    expect(createSettingsStore({ store, env: 'nonsense' }).apiUrl()).toBe('https://stored.example');
  });

  it('keeps the model source with an optional lower-case SHA-256', () => {
    const store = memoryStore();
    const settings = createSettingsStore({ store });
    const sha = 'A'.repeat(64);
    expect(
      settings.setModelSource({ url: 'http://mirror.local/ggml-tiny.en.bin?download=1', sha256: sha }),
    ).toMatchObject({
      modelUrl: 'http://mirror.local/ggml-tiny.en.bin?download=1',
      modelSha256: 'a'.repeat(64),
    });
    expect(
      settings.setModelSource({ url: 'http://mirror.local/m.bin', sha256: null }).modelSha256,
    ).toBeNull();
    expect(store.data.has(MODEL_SHA256_STORE_KEY)).toBe(false);
    expect(() => settings.setModelSource({ url: 'ftp://mirror.local/m.bin', sha256: null })).toThrow();
  });

  it('ignores malformed stored values', () => {
    const store = memoryStore();
    store.data.set(API_URL_STORE_KEY, 42);
    store.data.set(MODEL_SHA256_STORE_KEY, 'not-a-hash');
    expect(createSettingsStore({ store }).get()).toMatchObject({
      apiUrl: DEFAULT_API_URL,
      apiUrlConfigured: false,
      modelSha256: null,
    });
  });

  it('normalizes download URLs', () => {
    expect(normalizeDownloadUrl('https://h.example/m.bin#frag')).toBe('https://h.example/m.bin');
    expect(normalizeDownloadUrl('https://u:p@h.example/m.bin')).toBeNull();
    expect(normalizeDownloadUrl('file:///m.bin')).toBeNull();
  });
});
