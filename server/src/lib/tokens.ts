import { hash, randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@launchpad/shared';

/** A random 256-bit secret, URL-safe: session ids and bearer tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How a high-entropy secret is stored at rest: a stolen table yields nothing usable. Computed on every
 * signed-in request (the session cache's key), so the one-shot `crypto.hash` (half the cost of a Hash).
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A uniformly random numeric one-time code, leading zeros kept. */
export function newOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

const TRAINER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A trainer's public id, e.g. TR-7KQ2MZ: readable aloud, no 0/O or 1/I confusion. */
export function newTrainerId(): string {
  let id = 'TR-';
  for (let i = 0; i < 6; i += 1) id += TRAINER_ID_ALPHABET[randomInt(0, TRAINER_ID_ALPHABET.length)];
  return id;
}
