// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTokenStore, TOKEN_STORE_KEY, type KeyValueStore, type SafeStorageLike } from './token-store';

function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
    delete: (key) => void data.delete(key),
  };
}

/** A reversible stand-in for the OS keychain: prefixes and reverses the text. */
function fakeSafeStorage(available = true): SafeStorageLike & { available: boolean } {
  const fake = {
    available,
    isEncryptionAvailable: () => fake.available,
    encryptString: (plain: string) => Buffer.from(`enc:${[...plain].reverse().join('')}`, 'utf8'),
    decryptString: (encrypted: Buffer) => {
      const text = encrypted.toString('utf8');
      if (!text.startsWith('enc:')) throw new Error('Error while decrypting the ciphertext');
      return [...text.slice(4)].reverse().join('');
    },
  };
  return fake;
}

describe('createTokenStore', () => {
  it('returns null when nothing is saved', () => {
    const tokens = createTokenStore({ store: memoryStore(), safeStorage: fakeSafeStorage() });
    expect(tokens.get()).toBeNull();
    expect(tokens.isEncrypted()).toBe(false);
  });

  it('encrypts the token when the keychain is available and reads it back', () => {
    const store = memoryStore();
    const tokens = createTokenStore({ store, safeStorage: fakeSafeStorage() });

    tokens.set('secret-token');

    const saved = store.data.get(TOKEN_STORE_KEY) as { encrypted: boolean; value: string };
    expect(saved.encrypted).toBe(true);
    expect(saved.value).not.toContain('secret-token');
    expect(Buffer.from(saved.value, 'base64').toString('utf8')).toBe('enc:nekot-terces');
    expect(tokens.get()).toBe('secret-token');
    expect(tokens.isEncrypted()).toBe(true);
  });

  it('stores the token as is when encryption is unavailable', () => {
    const store = memoryStore();
    const tokens = createTokenStore({ store, safeStorage: fakeSafeStorage(false) });

    tokens.set('plain-token');

    expect(store.data.get(TOKEN_STORE_KEY)).toEqual({ encrypted: false, value: 'plain-token' });
    expect(tokens.get()).toBe('plain-token');
  });

  it('encrypts a plain token once the keychain becomes available', () => {
    const store = memoryStore();
    const safeStorage = fakeSafeStorage(false);
    const tokens = createTokenStore({ store, safeStorage });
    tokens.set('plain-token');

    safeStorage.available = true;

    expect(tokens.get()).toBe('plain-token');
    expect(tokens.isEncrypted()).toBe(true);
    expect(tokens.get()).toBe('plain-token');
  });

  it('does not hand out an encrypted token while the keychain is locked, and keeps it', () => {
    const store = memoryStore();
    const safeStorage = fakeSafeStorage();
    const tokens = createTokenStore({ store, safeStorage });
    tokens.set('secret-token');

    safeStorage.available = false;
    expect(tokens.get()).toBeNull();

    safeStorage.available = true;
    expect(tokens.get()).toBe('secret-token');
  });

  it('forgets a token that can no longer be decrypted', () => {
    const store = memoryStore({
      [TOKEN_STORE_KEY]: { encrypted: true, value: Buffer.from('garbage').toString('base64') },
    });
    const tokens = createTokenStore({ store, safeStorage: fakeSafeStorage() });

    expect(tokens.get()).toBeNull();
    expect(store.data.has(TOKEN_STORE_KEY)).toBe(false);
  });

  it('forgets a malformed entry', () => {
    const store = memoryStore({ [TOKEN_STORE_KEY]: 'not-an-object' });
    const tokens = createTokenStore({ store, safeStorage: fakeSafeStorage() });

    expect(tokens.get()).toBeNull();
    expect(store.data.has(TOKEN_STORE_KEY)).toBe(false);
  });

  it('removes the token on set(null) and on an empty string', () => {
    const store = memoryStore();
    const tokens = createTokenStore({ store, safeStorage: fakeSafeStorage() });

    tokens.set('secret-token');
    tokens.set(null);
    expect(tokens.get()).toBeNull();
    expect(store.data.has(TOKEN_STORE_KEY)).toBe(false);

    tokens.set('secret-token');
    tokens.set('');
    expect(tokens.get()).toBeNull();
  });

  it('treats a throwing isEncryptionAvailable as unavailable', () => {
    const store = memoryStore();
    const safeStorage = fakeSafeStorage();
    safeStorage.isEncryptionAvailable = () => {
      throw new Error('safeStorage cannot be used before the app is ready');
    };
    const tokens = createTokenStore({ store, safeStorage });

    tokens.set('plain-token');

    expect(store.data.get(TOKEN_STORE_KEY)).toEqual({ encrypted: false, value: 'plain-token' });
  });
});
