import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { inject } from 'vitest';
import { createApp } from '../src/app';
import { documentedAnswer } from '../src/openapi';
import { loadConfig, type Config } from '../src/config';
import { createDb } from '../src/db/knex';
import { buildDeps, closeDeps } from '../src/deps';
import type { AppDeps } from '../src/types';
import { TEMPLATE_DB } from './globalSetup';
import { startMailbox, type Mailbox } from './mailbox';

export interface TestApp {
  url: string;
  deps: AppDeps;
  db: AppDeps['db'];
  mailbox: Mailbox;
  /** A new HTTP client with a cookie jar of its own: one browser. */
  client(options?: { headers?: Record<string, string> }): Client;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field in tests
  body: any;
  headers: Headers;
}

/** Answers that broke the published contract (server/src/openapi.ts), for the contract test to report. */
export const contractBreaches: string[] = [];

/**
 * Every JSON answer of every API test is checked against the schema the OpenAPI document gives for its
 * method, path and status: a mismatch fails the test that made the call.
 */
function checkAgainstContract(
  method: string,
  urlPath: string,
  status: number,
  body: unknown,
  headers: Headers,
) {
  if (!urlPath.startsWith('/api/') || !headers.get('content-type')?.includes('application/json')) return;
  const schema = documentedAnswer(method, urlPath, status);
  if (!schema) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    const breach = `${method} ${urlPath} ${status} does not match its documented answer: ${result.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.')}: ${i.message}`)
      .join('; ')}`;
    contractBreaches.push(breach);
    throw new Error(breach);
  }
}

/** Talks to the app over real HTTP, keeping cookies like a browser does. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(this.baseUrl + urlPath, {
      method,
      headers: {
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...this.defaultHeaders,
        ...headers,
      },
      body:
        body === undefined || body instanceof FormData || typeof body === 'string'
          ? body
          : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    checkAgainstContract(method, urlPath, response.status, parsed, response.headers);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** Sends a multipart form, as a browser's file upload does. */
  upload = (urlPath: string, form: FormData, method = 'PUT') => this.request(method, urlPath, form);

  get = (urlPath: string, headers?: Record<string, string>) =>
    this.request('GET', urlPath, undefined, headers);
  post = (urlPath: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request('POST', urlPath, body, headers);
}

/**
 * The real app on a random port, over its own copy of the migrated database, sending mail to a real
 * SMTP server started for it.
 */
/** A database of this test file's own, cloned from the migrated template; answers its URL. */
export async function cloneTemplateDatabase(prefix = 't'): Promise<string> {
  const adminUrl = inject('databaseAdminUrl');
  const dbName = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = createDb(adminUrl, 1);
  await admin.raw('create database ?? template ??', [dbName, TEMPLATE_DB]);
  await admin.destroy();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = createDb(await cloneTemplateDatabase(), 5);

  const mailbox = await startMailbox();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'launchpad-test-data-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    WEB_DIST: path.join(dataDir, 'no-web-bundle'),
    ...env,
  });
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const deps = buildDeps(config, db, log);
  const server = http.createServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    deps,
    db,
    mailbox,
    client: (options) => new Client(baseUrl, options?.headers),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDeps(deps);
      await db.destroy();
      await mailbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique, valid sign-up body. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    accountType: 'Fresher',
    name: `Test Person ${counter}`,
    email: `person${counter}.${randomBytes(3).toString('hex')}@example.com`,
    password: 'correct-horse-1',
    phoneNumber: '0771234567',
    ...overrides,
  } as { accountType: string; name: string; email: string; password: string; phoneNumber: string };
}

/** Signs up through the API and verifies the e-mail with the code from the mailbox. */
export async function signUpVerified(app: TestApp, overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const client = app.client();
  const registered = await client.post('/api/auth/register', account);
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const code = await app.mailbox.waitForCode(account.email);
  const verified = await client.post('/api/auth/verify-account', { otp: code });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { account, client };
}
