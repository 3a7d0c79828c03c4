import type { Knex } from 'knex';
import { AUTH_MESSAGES as M, type TAccountType } from '@launchpad/shared';
import { Conflict, ServiceUnavailable, Unauthorized, ValidationError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { newTrainerId } from '../lib/tokens';
import { User } from '../models/User';
import type { Session } from '../models/Session';
import { consumeOtp, issueOtp } from './otp';
import { hashSecret, verifyNothing, verifySecret } from './passwords';
import type { RateLimits } from './rateLimits';
import { revokeSession, revokeUserSessions, startSession, type DeviceInfo } from './sessions';
import type { Mailer, OutgoingMail } from './mail/mailer';
import { passwordResetMail, verificationMail } from './mail/templates';

export interface AccountDeps {
  db: Knex;
  mailer: Mailer;
  limits: RateLimits;
  log: Logger;
  publicUrl: string;
}

interface SignedIn {
  user: User;
  token: string;
  session: Session;
}

const isUniqueViolation = (error: unknown) =>
  (error as { nativeError?: { code?: string } }).nativeError?.code === '23505';

/** Sends a mail inside a transaction: when delivery fails, the caller's writes are rolled back. */
async function sendOrRollBack(deps: AccountDeps, mail: OutgoingMail): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, to: mail.to }, 'mail delivery failed');
    throw new ServiceUnavailable(M.mailFailed);
  }
}

/** The account service: sign-up, sign-in, e-mail verification and password reset. No Koa in here. */
export function createAccounts(deps: AccountDeps) {
  const { db } = deps;

  /**
   * Issues a verification code and e-mails it, inside the caller's transaction (a failed send undoes the
   * caller's writes). `replace` skips the once-a-minute throttle: for a new address, the old code is void.
   */
  async function sendVerification(
    trx: Knex.Transaction,
    user: Pick<User, 'id' | 'name' | 'email'>,
    options: { replace?: boolean } = {},
  ): Promise<void> {
    const code = await issueOtp(trx, user.id, 'verify-email', options);
    await sendOrRollBack(deps, verificationMail(user.email, user.name, code, deps.publicUrl));
  }

  return {
    sendVerification,

    /**
     * Creates the account, signs it in and e-mails a verification code, all or nothing: if the e-mail
     * cannot be sent, no account is left behind and the person can simply try again.
     */
    async register(
      input: {
        name: string;
        email: string;
        password: string;
        phoneNumber: string;
        accountType: TAccountType;
      },
      kind: Session['kind'],
      device: DeviceInfo,
    ): Promise<SignedIn> {
      const passwordHash = await hashSecret(input.password);
      try {
        return await db.transaction(async (trx) => {
          if (await User.query(trx).findOne({ email: input.email })) throw new Conflict(M.emailTaken);
          const user = await User.query(trx).insertAndFetch({
            name: input.name,
            email: input.email,
            phoneNumber: input.phoneNumber,
            accountType: input.accountType,
            passwordHash,
            trainerId: input.accountType === 'Trainer' ? newTrainerId() : null,
          });
          const { token, session } = await startSession(user.id, kind, device, trx);
          await sendVerification(trx, user);
          return { user, token, session };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(M.emailTaken);
        throw error;
      }
    },

    /**
     * Checks the password and starts a new session (ending the one the request came with, so a
     * session id is never reused across a sign-in). Same answer for an unknown e-mail and a wrong
     * password; repeated failures pause the account for a while.
     */
    async login(
      email: string,
      password: string,
      kind: Session['kind'],
      device: DeviceInfo & { currentSessionId?: string },
    ): Promise<SignedIn> {
      await deps.limits.assertLoginAllowed(email);
      const user = await User.query().findOne({ email });
      const valid = user ? await verifySecret(user.passwordHash, password) : await verifyNothing(password);
      if (!user || !valid) {
        await deps.limits.loginFailed(email);
        throw new Unauthorized(M.invalidCredentials);
      }
      await deps.limits.loginSucceeded(email);
      if (device.currentSessionId) await revokeSession(device.currentSessionId);
      const { token, session } = await startSession(user.id, kind, device);
      await User.query().patch({ lastActiveAt: new Date() }).findById(user.id);
      return { user, token, session };
    },

    async verifyEmail(user: User, code: string): Promise<void> {
      if (user.isAccountVerified) throw new Conflict(M.alreadyVerified);
      await consumeOtp(db, user.id, 'verify-email', code, async (trx) => {
        await User.query(trx).patch({ isAccountVerified: true }).findById(user.id);
      });
    },

    async resendVerification(user: User): Promise<void> {
      if (user.isAccountVerified) throw new Conflict(M.alreadyVerified);
      await db.transaction((trx) => sendVerification(trx, user));
    },

    /**
     * Sends a reset code when the address belongs to an account. Answers the same way, and as fast,
     * whether or not it does: the mail goes out after the answer, and a too-early resend is silently
     * skipped (the code sent a minute ago still works).
     */
    async sendPasswordReset(email: string): Promise<void> {
      const user = await User.query().findOne({ email });
      if (!user) return;
      let code: string;
      try {
        code = await db.transaction((trx) => issueOtp(trx, user.id, 'reset-password'));
      } catch (error) {
        if ((error as { status?: number }).status === 429) return;
        throw error;
      }
      deps.mailer
        .send(passwordResetMail(user.email, user.name, code, deps.publicUrl))
        .catch((error: unknown) =>
          deps.log.error({ err: error, to: user.email }, 'reset mail delivery failed'),
        );
    },

    /**
     * Sets a new password with a reset code. Every session of the account ends, and the e-mail counts
     * as verified (the code reached its inbox).
     */
    async resetPassword(email: string, code: string, newPassword: string): Promise<void> {
      const user = await User.query().findOne({ email });
      if (!user) {
        await verifyNothing(code);
        throw new ValidationError(M.otpInvalid);
      }
      const passwordHash = await hashSecret(newPassword);
      await consumeOtp(db, user.id, 'reset-password', code, async (trx) => {
        await User.query(trx).patch({ passwordHash, isAccountVerified: true }).findById(user.id);
        await revokeUserSessions(user.id, { trx });
      });
      await deps.limits.loginSucceeded(email);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
