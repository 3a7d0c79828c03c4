import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultConcurrency } from './services/code-runner/concurrency';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** npm runs workspace scripts inside the workspace; relative paths are meant from where npm was run. */
const invocationDir = process.env.INIT_CWD ?? process.cwd();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Server processes: a number, or auto (one per core). They share the port and the database. */
  WORKERS: z
    .string()
    .trim()
    .default('1')
    .refine(
      (v) => v === 'auto' || /^([1-9]|[1-5]\d|6[0-4])$/.test(v),
      'WORKERS must be auto or a number from 1 to 64',
    ),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Launchpad <no-reply@launchpad.local>'),
  ADMIN_EMAIL: optionalText.pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ),
  /** Unset: demo data on the embedded database, none on DATABASE_URL. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) =>
      value === undefined ? undefined : value === 'true' || value === '1' || value === 'yes',
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(serverRoot, '..', 'desktop', 'dist-web')),
  TRUST_PROXY: booleanFlag,
  ALLOWED_ORIGINS: z.string().default('app://launchpad'),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(300),
  LOGIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: z.string().trim().pipe(z.url()).default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  CODE_RUNNER: z.enum(['local', 'piston', 'unsafe-local']).default('local'),
  PISTON_URL: optionalText.pipe(z.url('PISTON_URL must be a URL').optional()),
  CODE_RUNNER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  CODE_RUNS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SPEECH_ENGINE: z.enum(['local', 'openai', 'off']).optional(),
  OPENAI_TRANSCRIBE_MODEL: z.string().trim().min(1).default('whisper-1'),
  SPEECH_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  SPEECH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  TRANSCRIPTIONS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  POCKETSPHINX_MODEL_DIR: z.string().trim().min(1).default('/usr/share/pocketsphinx/model/en-us'),
  NEWS_API_KEY: optionalText,
  NEWS_API_URL: z.string().trim().pipe(z.url('NEWS_API_URL must be a URL')).default('https://newsapi.org/v2'),
  NEWS_FEEDS: z.string().default(''),
  NEWS_POLL_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(15),
  NEWS_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(10_000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Origin the app is reached at; cookies are Secure when it is https. */
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  admin?: { email: string; password: string };
  seedDemo: boolean;
  /** Server processes sharing the port (WORKERS; auto = one per core). */
  workers: number;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  /** Extra origins (besides the app's own) allowed to send state-changing requests, e.g. the desktop app. */
  allowedOrigins: string[];
  /** An OpenAI-compatible API for the analysis; absent: the built-in engine answers. */
  openai?: { apiKey: string; baseUrl: string; model: string; timeoutMs: number };
  codeRunner: {
    /** local: the sandbox; piston: a Piston-compatible API; unsafe-local: no sandbox (development only). */
    engine: 'local' | 'piston' | 'unsafe-local';
    pistonUrl?: string;
    /** Runs at the same time; more wait in a short queue. */
    concurrency: number;
    /** Runs per user per minute through POST /api/code/execute. */
    runsPerMinute: number;
  };
  speech: {
    /**
     * local: ffmpeg + pocketsphinx here (off when they are missing); openai: the OpenAI transcription API;
     * off: spoken answers are refused. Unset: openai when OPENAI_API_KEY is set, else local.
     */
    engine: 'local' | 'openai' | 'off';
    /** Model of POST /audio/transcriptions (whisper-1 answers word timings). */
    openaiModel: string;
    /** Longest a transcription may take (decoding and recognition). */
    timeoutMs: number;
    /** Recordings transcribed at the same time (one per core by default); a few more wait. */
    concurrency: number;
    /** Transcriptions per user per minute through POST /api/interviews/transcribe. */
    perMinute: number;
    /** The pocketsphinx US English model (acoustic model, dictionary, language model). */
    modelDir: string;
  };
  /** Tech news for the feed: a NewsAPI-compatible service and RSS/Atom feeds; none: built-in samples. */
  news: {
    apiKey?: string;
    apiUrl: string;
    feeds: string[];
    pollMinutes: number;
    timeoutMs: number;
  };
  rateLimits: {
    /** Requests to the sign-in, sign-up and code endpoints per address per 15 minutes. */
    perIp: number;
    /** Failed sign-ins per account per 15 minutes before it is paused. */
    loginPerAccount: number;
  };
}

/** Reads and validates every environment variable the server uses. Throws one readable error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
  if (Boolean(env.ADMIN_EMAIL?.trim()) !== Boolean(env.ADMIN_PASSWORD?.trim())) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (parsed.success && parsed.data.CODE_RUNNER === 'piston' && !parsed.data.PISTON_URL) {
    problems.push('PISTON_URL: required when CODE_RUNNER=piston');
  }
  if (parsed.success && parsed.data.SPEECH_ENGINE === 'openai' && !parsed.data.OPENAI_API_KEY) {
    problems.push('SPEECH_ENGINE: openai needs OPENAI_API_KEY');
  }
  if (parsed.success && parsed.data.CODE_RUNNER === 'unsafe-local' && parsed.data.NODE_ENV === 'production') {
    problems.push('CODE_RUNNER: unsafe-local runs programs without a sandbox and is refused in production');
  }
  for (const feed of (env.NEWS_FEEDS ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)) {
    if (!/^https?:\/\/[^\s]+$/i.test(feed) || !URL.canParse(feed)) {
      problems.push(`NEWS_FEEDS: ${feed} is not an http(s) URL`);
    }
  }
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    dataDir: path.resolve(invocationDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    workers: e.WORKERS === 'auto' ? os.availableParallelism() : Number(e.WORKERS),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(invocationDir, e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    codeRunner: {
      engine: e.CODE_RUNNER,
      pistonUrl: e.PISTON_URL,
      concurrency: e.CODE_RUNNER_CONCURRENCY ?? defaultConcurrency(),
      runsPerMinute: e.CODE_RUNS_PER_MINUTE,
    },
    speech: {
      engine: e.SPEECH_ENGINE ?? (e.OPENAI_API_KEY ? 'openai' : 'local'),
      openaiModel: e.OPENAI_TRANSCRIBE_MODEL,
      timeoutMs: e.SPEECH_TIMEOUT_MS,
      concurrency: e.SPEECH_CONCURRENCY ?? defaultConcurrency(),
      perMinute: e.TRANSCRIPTIONS_PER_MINUTE,
      modelDir: e.POCKETSPHINX_MODEL_DIR,
    },
    news: {
      apiKey: e.NEWS_API_KEY,
      apiUrl: e.NEWS_API_URL.replace(/\/+$/, ''),
      feeds: e.NEWS_FEEDS.split(',')
        .map((feed) => feed.trim())
        .filter(Boolean),
      pollMinutes: e.NEWS_POLL_MINUTES,
      timeoutMs: e.NEWS_TIMEOUT_MS,
    },
    rateLimits: { perIp: e.RATE_LIMIT_PER_IP, loginPerAccount: e.LOGIN_ATTEMPTS_PER_ACCOUNT },
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseUrl: e.OPENAI_BASE_URL.replace(/\/+$/, ''),
          model: e.OPENAI_MODEL,
          timeoutMs: e.OPENAI_TIMEOUT_MS,
        }
      : undefined,
  };
}
