import type { SessionCache } from './services/sessionCache';
import type { Catalogue } from './services/trainings';
import type { Knex } from 'knex';
import type { Config } from './config';
import type { Logger } from './lib/logger';
import type { Admin, AdminSession } from './models/Admin';
import type { Session } from './models/Session';
import type { User } from './models/User';
import type { Accounts } from './services/accounts';
import type { Analyzer } from './services/analyzer';
import type { CodeRunner } from './services/code-runner';
import type { CodeRunLimits } from './services/codeRunLimits';
import type { InterviewEngine } from './services/interview';
import type { Mailer } from './services/mail/mailer';
import type { PaymentProvider } from './services/payments';
import type { RateLimits } from './services/rateLimits';

/** Everything the app needs from the outside world; tests build their own. */
export interface AppDeps {
  config: Config;
  db: Knex;
  log: Logger;
  mailer: Mailer;
  limits: RateLimits;
  accounts: Accounts;
  analyzer: Analyzer;
  /** The shared catalogue answer; invalidate it after any change to trainings or what they show. */
  catalogue: Catalogue;
  /** Resolves session secrets, from memory while the database's change notifications are heard. */
  sessions: SessionCache;
  codeRunner: CodeRunner;
  codeRunLimits: CodeRunLimits;
  /** Takes payments for bookings; the simulated provider unless a real gateway is wired in. */
  payments: PaymentProvider;
  /** Mock interview questions and grading: an OpenAI-compatible model when configured, else the built-in engine. */
  interviewEngine: InterviewEngine;
}

export interface AppState {
  requestId: string;
  log: Logger;
  user?: User;
  session?: Session;
  admin?: Admin;
  adminSession?: AdminSession;
}

export interface AppContext {
  deps: AppDeps;
}
