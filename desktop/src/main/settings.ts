import type { DesktopSettings } from '@launchpad/shared';
import type { KeyValueStore } from './token-store';

/** Where the desktop app finds the cloud API, and where it fetches the offline transcription model. */

export const DEFAULT_API_URL = 'http://localhost:8080';
export const API_URL_STORE_KEY = 'apiUrl';
export const MODEL_URL_STORE_KEY = 'whisper.modelUrl';
export const MODEL_SHA256_STORE_KEY = 'whisper.modelSha256';

/**
 * whisper.cpp's English base model (142 MiB), published by the whisper.cpp project. The settings
 * screen can point at any other ggml model (an internal mirror, a smaller `tiny.en`).
 */
export const DEFAULT_MODEL_URL = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-base.en.bin';

/** An http(s) URL without a trailing slash, or null when the value is not one. */
export function normalizeApiUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * The API URL: the LAUNCHPAD_API_URL environment variable wins (handy for development and tests),
 * then the value kept in electron-store, then the local default.
 */
export function resolveApiUrl({ env, stored }: { env: string | undefined; stored: unknown }): string {
  return normalizeApiUrl(env) ?? normalizeApiUrl(stored) ?? DEFAULT_API_URL;
}

/** An http(s) download address (a query string is allowed, credentials are not), or null. */
export function normalizeDownloadUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    url.hash = '';
    return url.toString();
  } catch {
    return null;
  }
}

function normalizeSha256(value: unknown): string | null {
  return typeof value === 'string' && /^[0-9a-f]{64}$/i.test(value) ? value.toLowerCase() : null;
}

export interface SettingsStore {
  get(): DesktopSettings;
  apiUrl(): string;
  /** Saves the server URL; answers whether it changed (a different server forgets the token). */
  setApiUrl(url: string): { settings: DesktopSettings; changed: boolean };
  setModelSource(source: { url: string; sha256: string | null }): DesktopSettings;
}

/**
 * The desktop settings over electron-store. The environment's LAUNCHPAD_API_URL, when valid, wins over
 * the stored URL and counts as configured (no first-start screen).
 */
export function createSettingsStore({ store, env }: { store: KeyValueStore; env?: string }): SettingsStore {
  const envUrl = normalizeApiUrl(env);
  const apiUrl = () => envUrl ?? normalizeApiUrl(store.get(API_URL_STORE_KEY)) ?? DEFAULT_API_URL;
  const get = (): DesktopSettings => ({
    apiUrl: apiUrl(),
    apiUrlConfigured: envUrl !== null || normalizeApiUrl(store.get(API_URL_STORE_KEY)) !== null,
    modelUrl: normalizeDownloadUrl(store.get(MODEL_URL_STORE_KEY)) ?? DEFAULT_MODEL_URL,
    modelSha256: normalizeSha256(store.get(MODEL_SHA256_STORE_KEY)),
  });
  return {
    get,
    apiUrl,
    setApiUrl(url) {
      const normalized = normalizeApiUrl(url);
      if (normalized === null) throw new Error('The server address must be an http(s) URL');
      const before = apiUrl();
      store.set(API_URL_STORE_KEY, normalized);
      return { settings: get(), changed: apiUrl() !== before };
    },
    setModelSource({ url, sha256 }) {
      const normalized = normalizeDownloadUrl(url);
      if (normalized === null) throw new Error('The model address must be an http(s) URL');
      store.set(MODEL_URL_STORE_KEY, normalized);
      if (sha256 === null) store.delete(MODEL_SHA256_STORE_KEY);
      else store.set(MODEL_SHA256_STORE_KEY, sha256.toLowerCase());
      return get();
    },
  };
}
