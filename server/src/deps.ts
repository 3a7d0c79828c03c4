import path from 'node:path';
import type { Knex } from 'knex';
import type { Config } from './config';
import type { Logger } from './lib/logger';
import { createAccounts } from './services/accounts';
import { createAnalyzer } from './services/analyzer';
import { createCodeRunner } from './services/code-runner';
import { createCodeRunLimits } from './services/codeRunLimits';
import { createInterviewEngine } from './services/interview';
import { createMailer } from './services/mail/mailer';
import { createNewsFeed } from './services/news';
import { createSimulatedProvider } from './services/payments';
import { createRateLimits } from './services/rateLimits';
import { createSessionCache } from './services/sessionCache';
import { createTranscriber } from './services/speech';
import { createTranscriptionLimits } from './services/speech/limits';
import { createCatalogue } from './services/trainings';
import type { AppDeps } from './types';

/** Wires the services for a config and a migrated database (shared by main.ts and the tests). */
export function buildDeps(config: Config, db: Knex, log: Logger): AppDeps {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const limits = createRateLimits(db, config.rateLimits);
  const accounts = createAccounts({ db, mailer, limits, log, publicUrl: config.publicUrl });
  const analyzer = createAnalyzer(config.openai, log);
  const { connectionString } = db.client.config.connection as { connectionString: string };
  const sessions = createSessionCache(connectionString, log);
  const codeRunner = createCodeRunner(config, log);
  const codeRunLimits = createCodeRunLimits(db, config.codeRunner.runsPerMinute);
  const payments = createSimulatedProvider();
  const transcriber = createTranscriber(config, log);
  const transcriptionLimits = createTranscriptionLimits(db, config.speech.perMinute);
  const interviewEngine = createInterviewEngine(config.openai, codeRunner, log);
  return {
    config,
    db,
    log,
    mailer,
    limits,
    accounts,
    analyzer,
    catalogue: createCatalogue(),
    sessions,
    codeRunner,
    codeRunLimits,
    payments,
    transcriber,
    transcriptionLimits,
    interviewEngine,
    news: createNewsFeed({ db, log, news: config.news }),
  };
}

/** Stops what `buildDeps` started (mail transport, news poller, session listener); the database is the caller's. */
export async function closeDeps(deps: AppDeps): Promise<void> {
  deps.mailer.close();
  await deps.news.close();
  await deps.sessions.close();
}
