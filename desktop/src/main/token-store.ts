/**
 * Keeps the desktop app's bearer token. The token is encrypted with Electron's `safeStorage` (the
 * OS keychain) whenever encryption is available; otherwise it is stored as is, because an app
 * that cannot remember a sign-in at all is worse than one that relies on the file's permissions.
 * Electron's pieces are injected so the logic can be tested without Electron.
 */

/** The part of electron-store this module needs. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

/** The part of Electron's `safeStorage` this module needs. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** How a token sits in the store: base64 ciphertext, or the token itself when it is not encrypted. */
export interface StoredToken {
  encrypted: boolean;
  value: string;
}

export interface TokenStore {
  /** The token, or null when signed out or when it can no longer be decrypted. */
  get(): string | null;
  /** Saves the token (encrypted when possible); null removes it. */
  set(token: string | null): void;
  /** Whether the saved token is encrypted; false when none is saved. */
  isEncrypted(): boolean;
}

export const TOKEN_STORE_KEY = 'auth.token';

function isStoredToken(value: unknown): value is StoredToken {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.encrypted === 'boolean' && typeof candidate.value === 'string';
}

/**
 * Creates the token store over an electron-store instance and `safeStorage`.
 * Call its methods only after Electron's `ready` event (safeStorage needs it).
 */
export function createTokenStore({
  store,
  safeStorage,
  key = TOKEN_STORE_KEY,
}: {
  store: KeyValueStore;
  safeStorage: SafeStorageLike;
  key?: string;
}): TokenStore {
  const canEncrypt = (): boolean => {
    try {
      return safeStorage.isEncryptionAvailable();
    } catch {
      return false;
    }
  };

  const save = (token: string): void => {
    if (canEncrypt()) {
      const value = safeStorage.encryptString(token).toString('base64');
      store.set(key, { encrypted: true, value } satisfies StoredToken);
    } else {
      store.set(key, { encrypted: false, value: token } satisfies StoredToken);
    }
  };

  return {
    get() {
      const stored = store.get(key);
      if (stored === undefined || stored === null) return null;
      if (!isStoredToken(stored) || stored.value === '') {
        store.delete(key);
        return null;
      }
      if (!stored.encrypted) {
        // Saved while the keychain was unavailable: encrypt it now if we can.
        if (canEncrypt()) save(stored.value);
        return stored.value;
      }
      if (!canEncrypt()) return null;
      try {
        return safeStorage.decryptString(Buffer.from(stored.value, 'base64'));
      } catch {
        // The keychain changed (new machine, reset keyring): the token is unreadable for good.
        store.delete(key);
        return null;
      }
    },
    set(token) {
      if (token === null || token === '') store.delete(key);
      else save(token);
    },
    isEncrypted() {
      const stored = store.get(key);
      return isStoredToken(stored) && stored.encrypted;
    },
  };
}
