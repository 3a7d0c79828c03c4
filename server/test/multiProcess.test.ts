import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TECHNICAL_TRAINING } from './fixtures';
import { startMailbox, type Mailbox } from './mailbox';
import { Client, cloneTemplateDatabase, newAccount } from './testApp';

/**
 * Three real server processes (`npm start`'s entry point, as WORKERS runs them) on one PostgreSQL: what one
 * process does, the others see, and what must happen once happens once.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const PROCESSES = 3;
let mailbox: Mailbox;
let dataDir: string;
let feed: http.Server;
let feedHits = 0;
const servers: { url: string; child: ChildProcess }[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

beforeAll(async () => {
  const databaseUrl = await cloneTemplateDatabase('mp');
  mailbox = await startMailbox();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'launchpad-mp-'));
  feed = http
    .createServer((_, res) => {
      feedHits++;
      res.setHeader('content-type', 'application/rss+xml');
      res.end(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire</title><item><title>Kernel notes</title><link>https://wire.example/k</link><description>Routine notes.</description><pubDate>${new Date().toUTCString()}</pubDate></item></channel></rss>`,
      );
    })
    .listen(0, '127.0.0.1');
  await new Promise((r) => feed.once('listening', r));
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LAUNCHPAD_PREPARED: '1',
    SEED_DEMO: 'false',
    SMTP_URL: mailbox.url,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    NEWS_FEEDS: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/rss.xml`,
  };
  servers.push(...(await Promise.all(Array.from({ length: PROCESSES }, () => startServer(env)))));
}, 120_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  feed?.close();
  await mailbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The same signed-in person on another process: a client there with the same cookies. */
function on(i: number, from?: Client): Client {
  const client = new Client(servers[i]!.url);
  if (from) for (const [k, v] of from.cookies) client.cookies.set(k, v);
  return client;
}

async function signUp(i: number, accountType: 'Fresher' | 'Trainer' = 'Fresher') {
  const account = newAccount({ accountType });
  const client = on(i);
  expect((await client.post('/api/auth/register', account)).status).toBe(201);
  const otp = await mailbox.waitForCode(account.email, 0, 10_000);
  expect((await client.post('/api/auth/verify-account', { otp })).status).toBe(200);
  return { ...account, client };
}

const eventually = async (check: () => Promise<boolean>, withinMs: number) => {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Infinity;
};

describe(`${PROCESSES} server processes on one database`, () => {
  it('a sign-out on one process is refused on every other at once', async () => {
    const person = await signUp(0);
    const others = [on(1, person.client), on(2, person.client)];
    for (const c of others) expect((await c.get('/api/auth/is-auth')).status).toBe(200);
    expect((await person.client.post('/api/auth/logout')).status).toBe(200);
    for (const c of others) expect((await c.get('/api/auth/is-auth')).status).toBe(401);
  });

  it("a password change signs the person's other sessions out on every process", async () => {
    const person = await signUp(1);
    const other = on(2);
    expect(
      (await other.post('/api/auth/login', { email: person.email, password: person.password })).status,
    ).toBe(200);
    const elsewhere = [on(0, other), on(2, other)];
    for (const c of elsewhere) expect((await c.get('/api/auth/is-auth')).status).toBe(200);
    const changed = await person.client.request('PUT', '/api/user/change-password', {
      currentPassword: person.password,
      newPassword: 'changed-password-9',
    });
    expect(changed.status).toBe(200);
    for (const c of elsewhere) expect((await c.get('/api/auth/is-auth')).status).toBe(401);
  });

  it('a training published on one process is in every catalogue within 2 seconds', async () => {
    const trainer = await signUp(0, 'Trainer');
    const added = await trainer.client.post('/api/trainings', {
      ...TECHNICAL_TRAINING,
      title: 'Seen Everywhere',
    });
    expect(added.status).toBe(201);
    for (const i of [1, 2]) {
      const ms = await eventually(async () => {
        const all = await on(i).get('/api/trainings/all');
        return (all.body.data as { _id: string }[]).some((t) => t._id === added.body.data._id);
      }, 2000);
      expect(ms).toBeLessThan(2000);
    }
  });

  it('40 freshers spread over the processes hold 10 seats: exactly 10', async () => {
    const trainer = await signUp(1, 'Trainer');
    const added = await trainer.client.post('/api/trainings', {
      ...TECHNICAL_TRAINING,
      title: 'Ten Seats',
      availableSlots: 10,
    });
    const trainingId = added.body.data._id as string;
    const freshers = await Promise.all(Array.from({ length: 40 }, (_, i) => signUp(i % PROCESSES)));
    const answers = await Promise.all(
      freshers.map((f, i) =>
        on(i % PROCESSES, f.client).post(`/api/trainings/${trainingId}/register`, {
          trainingId,
          participantInfo: {
            name: f.name,
            email: f.email,
            contact: '0771234567',
            affiliation: 'undergraduate',
          },
          selectedSlot: null,
        }),
      ),
    );
    expect(
      answers.filter((a) => a.status === 201),
      JSON.stringify(answers.slice(0, 2).map((a) => [a.status, a.body])),
    ).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(30);

    // One of them pays: the code, posted to every process at once, confirms once.
    const payer = freshers[answers.findIndex((a) => a.status === 201)]!;
    const already = mailbox.mailsTo(payer.email).length;
    expect(
      (
        await payer.client.post('/api/trainings/send-payment-otp', {
          email: payer.email,
          trainingId,
          amount: 2500,
        })
      ).status,
    ).toBe(200);
    const otp = await mailbox.waitForCode(payer.email, already, 10_000);
    const body = {
      trainingId,
      registrationData: { name: payer.name, email: payer.email, contact: '0771234567' },
      paymentDetails: {
        method: 'card',
        cardNumber: '4242 4242 4242 4242',
        expiryDate: '12/30',
        cvv: '123',
        cardholderName: payer.name,
      },
      otp,
      selectedSlot: null,
    };
    const paid = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((i) => on(i, payer.client).post('/api/trainings/verify-payment-otp', body)),
    );
    expect(paid.filter((p) => p.status === 200)).toHaveLength(1);
  }, 120_000);

  it('the per-account sign-in limit is shared: five wrong passwords anywhere pause the account everywhere', async () => {
    const person = await signUp(2);
    for (let i = 0; i < 5; i++)
      await on(i % PROCESSES).post('/api/auth/login', { email: person.email, password: 'wrong-password' });
    for (const i of [0, 1, 2])
      expect(
        (await on(i).post('/api/auth/login', { email: person.email, password: person.password })).status,
      ).toBe(429);
  });

  it('the news is fetched once, not once per process', async () => {
    const answers = await Promise.all([0, 1, 2].map((i) => on(i).get('/api/notices/news')));
    for (const a of answers) expect(a.status).toBe(200);
    // The processes that lost the claim read the winner's items from the database.
    const ms = await eventually(async () => {
      const all = await Promise.all([0, 1, 2].map((i) => on(i).get('/api/notices/news')));
      return all.every((a) => (a.body.data as { title: string }[]).some((n) => n.title === 'Kernel notes'));
    }, 5000);
    expect(
      ms,
      JSON.stringify((await on(0).get('/api/notices/news')).body).slice(0, 300) + ` hits ${feedHits}`,
    ).toBeLessThan(5000);
    expect(feedHits).toBe(1);
  });
});
