import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '@launchpad/shared';
import { apiRouters } from '../src/app';
import { ensureAdmin } from '../src/services/admins';
import { signUpVerified, startTestApp, type TestApp } from './testApp';

/**
 * Bad input never answers 5xx. Every route is found by walking the app's own routers, so a route added
 * later joins this test without anyone listing it. Each is called as a visitor, a fresher, a trainer and
 * an admin with malformed JSON, wrong types, NUL bytes, lone surrogates, huge strings, prototype keys,
 * odd multipart bodies and hostile path parameters and query strings. Every answer must be below 500,
 * and every refusal must carry a message a person can read.
 */

interface Route {
  method: string;
  path: string;
}

function allRoutes(): Route[] {
  const routes: Route[] = [];
  for (const router of apiRouters()) {
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method !== 'HEAD') routes.push({ method, path: String(layer.path) });
      }
    }
  }
  // Sign-out style routes last, so the identities keep their sessions for the rest of the run.
  const endsSession = (route: Route) =>
    /logout|change-password|reset-password|delete-account/.test(route.path);
  return [...routes.filter((r) => !endsSession(r)), ...routes.filter(endsSession)];
}

/** Every field name the API knows, read from the shared zod schemas. */
function knownFieldNames(): string[] {
  const names = new Set<string>(['id', 'trainingId', 'trainerId', 'email', 'password', 'otp', 'name']);
  for (const value of Object.values(shared)) {
    if (value instanceof z.ZodObject) for (const key of Object.keys(value.shape)) names.add(key);
  }
  return [...names];
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\ud800y';
const HUGE = 'A'.repeat(200_000);

const PATH_PARAMS = [
  '%00',
  'abc%00def',
  '%ED%A0%80', // a lone surrogate, UTF-8 encoded: not valid UTF-8
  '%', // a broken escape
  '%C0%AF',
  'x'.repeat(4000),
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  "1'%20or%20'1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e309',
];

function jsonBodies(fields: string[]): string[] {
  const withEvery = (value: unknown) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));
  return [
    '{"a":',
    '[',
    'null',
    '"just a string"',
    '12345',
    'true',
    '[1,2,3]',
    '{}',
    withEvery(NUL),
    withEvery(LONE_SURROGATE),
    withEvery(123),
    withEvery(-1.5e308),
    withEvery(true),
    withEvery(null),
    withEvery([NUL, { x: 1 }]),
    withEvery({ nested: NUL, __proto__: { polluted: true } }),
    withEvery(HUGE.slice(0, 60_000)),
    JSON.stringify({ email: HUGE, password: HUGE, name: HUGE }),
    '{"__proto__":{"isAdmin":true,"accountType":"Admin"},"constructor":{"prototype":{"polluted":true}}}',
    '{"email":"a@b.co","email":"\\u0000"}',
  ];
}

function multipartBodies(): Array<{ body: RequestInit['body']; headers: Record<string, string> }> {
  const form = (field: string, content: string, name: string, type: string) => {
    const data = new FormData();
    data.append(field, new Blob([content], { type }), name);
    data.append('jobDescriptions', NUL);
    return data;
  };
  return [
    { body: form('cv', 'not a pdf at all', 'cv.pdf', 'application/pdf'), headers: {} },
    { body: form('file', '%PDF-1.7\n%%EOF', 'x.pdf', 'application/pdf'), headers: {} },
    { body: form('audio', 'RIFF....WAVE', 'a.webm', 'audio/webm'), headers: {} },
    { body: form('unexpected', '', '', 'application/octet-stream'), headers: {} },
    { body: '--b\r\ngarbage', headers: { 'content-type': 'multipart/form-data; boundary=b' } },
    { body: 'no boundary', headers: { 'content-type': 'multipart/form-data' } },
    { body: '<x/>', headers: { 'content-type': 'application/xml' } },
    { body: 'a=1&b=%00', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  ];
}

const QUERY_STRINGS = [
  `?trainingId=%00&page=-1&page=2&q=${'x'.repeat(3000)}`,
  '?search[]=x&__proto__[polluted]=1&constructor[prototype][x]=1',
  '?page=1e309&limit=%ED%A0%80&type=%',
];

interface Identity {
  name: string;
  headers: Record<string, string>;
  cookie?: string;
}

let app: TestApp;
const identities: Identity[] = [];

beforeAll(async () => {
  // Limits high enough that handlers, not the rate limiter, answer the fuzzing.
  app = await startTestApp({ RATE_LIMIT_PER_IP: '100000', LOGIN_ATTEMPTS_PER_ACCOUNT: '100000' });
  identities.push({ name: 'visitor', headers: {} });
  for (const accountType of ['Fresher', 'Trainer'] as const) {
    const { client } = await signUpVerified(app, { accountType });
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    identities.push({ name: accountType.toLowerCase(), headers: { cookie } });
  }
  const admin = { email: 'fuzz-admin@launchpad.test', password: 'admin-password-1' };
  await ensureAdmin(admin.email, admin.password);
  const login = await app.client().post('/api/admin/login', admin);
  identities.push({ name: 'admin', headers: { authorization: `Bearer ${login.body.token}` } });
}, 60_000);
afterAll(() => app.close());

interface Case {
  method: string;
  url: string;
  body?: RequestInit['body'];
  headers: Record<string, string>;
}

function casesFor(route: Route, fields: string[]): Case[] {
  const hasParams = route.path.includes(':');
  const fill = (value: string) => route.path.replace(/:\w+/g, value);
  const neutral = fill('00000000-0000-0000-0000-000000000000');
  const cases: Case[] = [];
  if (hasParams)
    for (const value of PATH_PARAMS) cases.push({ method: route.method, url: fill(value), headers: {} });
  for (const query of QUERY_STRINGS) cases.push({ method: route.method, url: neutral + query, headers: {} });
  if (route.method !== 'GET') {
    for (const body of jsonBodies(fields)) {
      cases.push({
        method: route.method,
        url: neutral,
        body,
        headers: { 'content-type': 'application/json' },
      });
    }
    for (const { body, headers } of multipartBodies())
      cases.push({ method: route.method, url: neutral, body, headers });
  }
  return cases;
}

/** Runs `tasks` with at most `width` in flight. */
async function inParallel<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

describe('fuzzing every route', () => {
  const routes = allRoutes();
  const fields = knownFieldNames();

  it('finds the routes from the routers', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/trainer/:trainerId' });
  });

  it.each(['visitor', 'fresher', 'trainer', 'admin'])(
    'never answers 5xx, and explains every refusal, as a %s',
    async (who) => {
      const identity = identities.find((i) => i.name === who)!;
      const problems: string[] = [];
      const cases = routes.flatMap((route) => casesFor(route, fields));
      await inParallel(cases, 6, async (c) => {
        const response = await fetch(app.url + c.url, {
          method: c.method,
          headers: { ...identity.headers, ...c.headers },
          body: c.body,
        });
        const text = await response.text();
        const where = `${c.method} ${c.url.slice(0, 80)} ${typeof c.body === 'string' ? c.body.slice(0, 60) : ''}`;
        if (response.status >= 500) {
          problems.push(`${response.status} ${where}: ${text.slice(0, 120)}`);
          return;
        }
        if (response.status >= 400) {
          let message: unknown;
          try {
            message = (JSON.parse(text) as { message?: unknown }).message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || message.trim() === '') {
            problems.push(`${response.status} without a message: ${where}: ${text.slice(0, 120)}`);
          }
        }
      });
      expect(problems).toEqual([]);
      // Nothing leaked into the prototypes of this process either.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    },
    240_000,
  );
});
