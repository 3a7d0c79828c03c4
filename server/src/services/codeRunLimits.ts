import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { CODE_MESSAGES } from '@launchpad/shared';
import { RateLimited } from '../lib/errors';

/** Runs of POST /api/code/execute per user, counted in PostgreSQL so every server process shares it. */
export interface CodeRunLimits {
  /** Counts one run for the user; refuses (429) past the per-minute limit. */
  hit(userId: string): Promise<void>;
}

export function createCodeRunLimits(db: Knex, runsPerMinute: number): CodeRunLimits {
  const perUser = new RateLimiterPostgres({
    storeClient: db,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: 'code-run',
    points: runsPerMinute,
    duration: 60,
  });
  return {
    async hit(userId) {
      await perUser.consume(userId).catch((res: unknown) => {
        if (!(res instanceof RateLimiterRes)) throw res;
        throw new RateLimited(CODE_MESSAGES.tooManyRuns, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
      });
    },
  };
}
