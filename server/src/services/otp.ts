import type { Knex } from 'knex';
import {
  AUTH_MESSAGES as M,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_SECONDS,
  OTP_TTL_SECONDS,
} from '@launchpad/shared';
import { RateLimited, ValidationError } from '../lib/errors';
import { newOtpCode } from '../lib/tokens';
import { OneTimeCode, type TOtpPurpose } from '../models/OneTimeCode';
import { hashSecret, verifySecret } from './passwords';

export interface IssueOtpOptions {
  /** The old code is void anyway (e.g. a changed e-mail address): skip the resend throttle. */
  replace?: boolean;
  /** How long the code lives; account codes 10 minutes, payment codes 300 s (part 2 §9). */
  ttlSeconds?: number;
  /** What else the code is bound to (a payment code: its registration and amount); '' for none. */
  binding?: string;
}

/**
 * Issues a fresh code for `userId`, `purpose` and `binding`, replacing any live one. Refuses (429) when the
 * last code was sent less than a minute ago, unless `replace` says the old code is void anyway. Runs inside
 * the caller's transaction so that, if the e-mail cannot be sent, no code is left behind.
 */
export async function issueOtp(
  trx: Knex.Transaction,
  userId: string,
  purpose: TOtpPurpose,
  options: IssueOtpOptions = {},
): Promise<string> {
  const binding = options.binding ?? '';
  // Lock the account's codes so two parallel resends cannot both pass the throttle.
  const live = await OneTimeCode.query(trx)
    .where({ userId, purpose, binding })
    .whereNull('consumedAt')
    .forUpdate()
    .first();
  if (live) {
    const ageSeconds = (Date.now() - live.createdAt.getTime()) / 1000;
    if (!options.replace && ageSeconds < OTP_RESEND_INTERVAL_SECONDS) {
      throw new RateLimited(M.otpResendTooSoon, Math.ceil(OTP_RESEND_INTERVAL_SECONDS - ageSeconds));
    }
    await OneTimeCode.query(trx).deleteById(live.id);
  }
  const code = newOtpCode();
  const codeHash = await hashSecret(code);
  try {
    await OneTimeCode.query(trx).insert({
      userId,
      purpose,
      binding,
      codeHash,
      expiresAt: new Date(Date.now() + (options.ttlSeconds ?? OTP_TTL_SECONDS) * 1000),
    });
  } catch (error) {
    // A parallel request issued a code between our check and our insert (the unique live-code index).
    if ((error as { nativeError?: { code?: string } }).nativeError?.code === '23505') {
      throw new RateLimited(M.otpResendTooSoon, OTP_RESEND_INTERVAL_SECONDS);
    }
    throw error;
  }
  return code;
}

/**
 * Checks `code` against the live code of `userId` for `purpose` (and `binding`, '' for none) and, when it
 * matches, marks it used and runs `onValid` in the same transaction. Every try counts, before the hash is
 * even checked, so parallel guesses cannot exceed the limit; exactly one of several parallel correct tries
 * succeeds. If `onValid` throws, the code stays unused (its transaction rolls back).
 */
export async function consumeOtp<T>(
  db: Knex,
  userId: string,
  purpose: TOtpPurpose,
  code: string,
  onValid: (trx: Knex.Transaction) => Promise<T>,
  binding = '',
): Promise<T> {
  const [attempt] = await OneTimeCode.query(db)
    .where({ userId, purpose, binding })
    .whereNull('consumedAt')
    .where('expiresAt', '>', new Date())
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .increment('attempts', 1)
    .returning(['id', 'codeHash']);
  if (!attempt) {
    const exhausted = await OneTimeCode.query(db)
      .where({ userId, purpose, binding })
      .whereNull('consumedAt')
      .where('expiresAt', '>', new Date())
      .where('attempts', '>=', OTP_MAX_ATTEMPTS)
      .first();
    throw new ValidationError(exhausted ? M.otpExhausted : M.otpInvalid);
  }
  if (!(await verifySecret(attempt.codeHash, code))) throw new ValidationError(M.otpInvalid);

  return db.transaction(async (trx) => {
    const used = await OneTimeCode.query(trx)
      .patch({ consumedAt: new Date() })
      .where({ id: attempt.id })
      .whereNull('consumedAt');
    if (used !== 1) throw new ValidationError(M.otpInvalid);
    return onValid(trx);
  });
}
