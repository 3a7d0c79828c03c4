import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password (or a one-time code) with argon2id and a random salt. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

/** True when `secret` matches `storedHash`; false (never throws) for a malformed hash. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when there is no account to check against, so the answer
 * time does not tell whether an e-mail address is registered.
 */
export async function verifyNothing(secret: string): Promise<false> {
  dummyHash ??= hashSecret('launchpad-timing-equaliser');
  await verifySecret(await dummyHash, secret);
  return false;
}
