import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AUTH_MESSAGES as M } from '@launchpad/shared';
import { RateLimited } from '../lib/errors';

const WINDOW_SECONDS = 15 * 60;

/**
 * Limits kept in PostgreSQL so every server process shares them. Accounts are protected by their own
 * counter (keyed on the e-mail address); the per-address counter is generous, so a classroom behind one
 * address is not locked out by one another's typos.
 */
export interface RateLimits {
  /** Counts a request to an auth endpoint from `ip`; refuses past the per-address limit. */
  hitFromAddress(ip: string): Promise<void>;
  /** Refuses a sign-in to `email` that has failed too often lately. */
  assertLoginAllowed(email: string): Promise<void>;
  loginFailed(email: string): Promise<void>;
  loginSucceeded(email: string): Promise<void>;
}

export function createRateLimits(db: Knex, limits: { perIp: number; loginPerAccount: number }): RateLimits {
  const common = {
    storeClient: db,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
  } as const;
  const perAddress = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'ip',
    points: limits.perIp,
    duration: WINDOW_SECONDS,
  });
  const failedLogins = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'login',
    points: limits.loginPerAccount,
    duration: WINDOW_SECONDS,
    blockDuration: WINDOW_SECONDS,
  });

  const refuse = (res: RateLimiterRes): never => {
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    throw new RateLimited(M.tooManyAttempts, seconds);
  };

  return {
    async hitFromAddress(ip) {
      await perAddress.consume(ip).catch((res: unknown) => {
        if (res instanceof RateLimiterRes) refuse(res);
        throw res;
      });
    },
    async assertLoginAllowed(email) {
      const res = await failedLogins.get(email);
      if (res && res.consumedPoints >= limits.loginPerAccount) refuse(res);
    },
    async loginFailed(email) {
      await failedLogins.consume(email).catch((res: unknown) => {
        if (!(res instanceof RateLimiterRes)) throw res;
      });
    },
    async loginSucceeded(email) {
      await failedLogins.delete(email);
    },
  };
}
