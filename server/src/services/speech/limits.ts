import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { SPEECH_MESSAGES as M } from '@launchpad/shared';
import { RateLimited } from '../../lib/errors';

/** Transcriptions per user, counted in PostgreSQL so every server process shares the count. */
export interface TranscriptionLimits {
  /** Counts one transcription for the user; refuses (429) past the per-minute limit. */
  hit(userId: string): Promise<void>;
}

export function createTranscriptionLimits(db: Knex, perMinute: number): TranscriptionLimits {
  const perUser = new RateLimiterPostgres({
    storeClient: db,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: 'transcribe',
    points: perMinute,
    duration: 60,
  });
  return {
    async hit(userId) {
      await perUser.consume(userId).catch((res: unknown) => {
        if (!(res instanceof RateLimiterRes)) throw res;
        throw new RateLimited(M.tooManyTranscriptions, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
      });
    },
  };
}
