/**
 * `npm run bench:faults`: faults under booking and payment load, on two real server processes sharing one
 * PostgreSQL. While 60 freshers book and pay for 20 seats through both processes:
 *   1. kill -9 one process, and start it again;
 *   2. stop PostgreSQL for 3 s, and start it again (the processes are not restarted);
 *   3. SIGTERM one process while requests are in flight (it must drain them).
 * Reports per phase what the clients saw (answers by status, connection errors), how long recovery took,
 * and what the database holds afterwards: seats never oversold, no payment confirmed twice, and no
 * confirmation a client was told about missing (target: nothing lost).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../server/src/db/embedded';
import { createDb, ensureDatabase, migrate } from '../server/src/db/knex';
import { hashSecret } from '../server/src/services/passwords';
import { startMailbox } from '../server/test/mailbox';

const serverDir = fileURLToPath(new URL('../server/', import.meta.url));
const FRESHERS = 60;
const SEATS = 20;

interface Proc {
  url: string;
  child: ChildProcess;
}

async function waitHealthy(url: string, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms`);
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'launchpad-faults-'));
  const pgPort = await freePort();
  let pg: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir, persistent: true, port: pgPort });
  const databaseUrl = await ensureDatabase(pg.url, 'faults');
  const db = createDb(databaseUrl, 2);
  await migrate(db);
  const mailbox = await startMailbox();

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LAUNCHPAD_PREPARED: '1',
    SEED_DEMO: 'false',
    SMTP_URL: mailbox.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_IP: '1000000',
    PUBLIC_URL: 'http://127.0.0.1',
  };
  const start = async (port: number): Promise<Proc> => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const url = `http://127.0.0.1:${port}`;
    await waitHealthy(url);
    return { url, child };
  };
  const ports = [await freePort(), await freePort()];
  const procs: Proc[] = await Promise.all(ports.map(start));

  // People: a trainer with one 20-seat training, and 60 verified freshers signed in (cookies).
  const passwordHash = await hashSecret('bench-password-1');
  const people = Array.from({ length: FRESHERS + 1 }, (_, i) => ({
    name: i === 0 ? 'Fault Trainer' : `Fresher ${i}`,
    email: i === 0 ? 'trainer@faults.test' : `fresher${i}@faults.test`,
    password_hash: passwordHash,
    phone_number: '0771234567',
    account_type: i === 0 ? 'Trainer' : 'Fresher',
    is_account_verified: true,
  }));
  await db('users').insert(people);
  const signIn = async (email: string, url: string) => {
    const r = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password-1' }),
    });
    return r.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  const trainerCookie = await signIn('trainer@faults.test', procs[0]!.url);
  const created = await fetch(`${procs[0]!.url}/api/trainings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: trainerCookie },
    body: JSON.stringify({
      title: 'Faults in Practice',
      trainingType: 'technical',
      trainingCategory: 'Backend',
      description: 'Under load.',
      availableSlots: SEATS,
      registeredParticipants: 0,
      startDate: '2026-12-20',
      startTime: '09:30',
      venue: 'Colombo',
      duration: '2 hours',
      price: '2500',
      status: 'active',
      onlineLink: 'https://meet.example.com/faults',
    }),
  }).then((r) => r.json());
  const trainingId = created.data._id as string;
  const freshers = await Promise.all(
    people.slice(1).map(async (p, i) => ({ ...p, cookie: await signIn(p.email, procs[i % 2]!.url) })),
  );

  // What the clients saw, per phase.
  type Outcome = Record<string, number>;
  const seen: Record<string, Outcome> = {};
  let phase = 'warm-up';
  const note = (what: string) => {
    seen[phase] ??= {};
    seen[phase]![what] = (seen[phase]![what] ?? 0) + 1;
  };
  const call = async (method: string, p: string, cookie: string, body?: unknown) => {
    const url = procs[Math.floor(Math.random() * procs.length)]!.url;
    try {
      const r = await fetch(url + p, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      note(String(r.status));
      return { status: r.status, body: await r.json().catch(() => null) };
    } catch {
      note('connection error');
      return { status: 0, body: null };
    }
  };

  /** Books and pays, retrying what failed for a fault (connection errors, 5xx), like a patient person. */
  const confirmedByClients = new Set<string>();
  const journey = async (f: (typeof freshers)[number]) => {
    const participant = { name: f.name, email: f.email, contact: '0771234567', affiliation: 'undergraduate' };
    for (let attempt = 0; attempt < 40; attempt++) {
      const held = await call('POST', `/api/trainings/${trainingId}/register`, f.cookie, {
        trainingId,
        participantInfo: participant,
        selectedSlot: null,
      });
      if (held.status === 409) return; // fully booked: a clear no
      if (held.status !== 201) {
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      const before = mailbox.mailsTo(f.email).length;
      const sent = await call('POST', '/api/trainings/send-payment-otp', f.cookie, {
        email: f.email,
        trainingId,
        amount: 2500,
      });
      if (sent.status !== 200) continue;
      const otp = await mailbox.waitForCode(f.email, before, 15_000).catch(() => null);
      if (!otp) continue;
      const paid = await call('POST', '/api/trainings/verify-payment-otp', f.cookie, {
        trainingId,
        registrationData: participant,
        paymentDetails: {
          method: 'card',
          cardNumber: '4242 4242 4242 4242',
          expiryDate: '12/30',
          cvv: '123',
          cardholderName: f.name,
        },
        otp,
        selectedSlot: null,
      });
      if (paid.status === 200) {
        confirmedByClients.add(f.email);
        return;
      }
      if (paid.status === 409 || paid.status === 400) return;
    }
  };

  const recovery: Record<string, number> = {};
  const load = Promise.all(
    freshers.map((f, i) => new Promise((r) => setTimeout(r, i * 40)).then(() => journey(f))),
  );

  const progress = (what: string) => process.stderr.write(`faults: ${what}\n`);
  progress('load started');
  // 1. kill -9 one process, start it again on its port.
  await new Promise((r) => setTimeout(r, 800));
  phase = 'kill -9 one process';
  procs[1]!.child.kill('SIGKILL');
  const killedAt = Date.now();
  procs[1] = await start(ports[1]!);
  recovery['kill -9: replacement healthy after'] = Date.now() - killedAt;

  progress('kill -9 done');
  // 2. PostgreSQL stops for 3 s and starts again on the same port; the processes are not restarted.
  phase = 'PostgreSQL restart';
  await pg.stop();
  const stoppedAt = Date.now();
  const during = await Promise.all(
    procs.map((p) =>
      fetch(`${p.url}/api/health`)
        .then((r) => r.status)
        .catch(() => 0),
    ),
  );
  for (const status of during) note(`health during outage: ${status}`);
  await new Promise((r) => setTimeout(r, 3000));
  pg = await startEmbeddedPostgres({ dataDir, persistent: true, port: pgPort });
  const upAt = Date.now();
  const healthy = await Promise.all(procs.map((p) => waitHealthy(p.url)));
  recovery['database down for'] = upAt - stoppedAt;
  recovery['processes healthy after the database is back'] = Math.max(...healthy);

  progress('database restart done');
  // 3. SIGTERM one process with requests in flight: they must complete.
  phase = 'SIGTERM (drain)';
  const inFlight = Array.from({ length: 10 }, () =>
    fetch(`${procs[0]!.url}/api/trainings/all`)
      .then((r) => note(`in flight at SIGTERM: ${r.status}`))
      .catch(() => note('in flight at SIGTERM: connection error')),
  );
  const exited = new Promise((r) => procs[0]!.child.once('exit', r));
  await new Promise((r) => setTimeout(r, 20));
  procs[0]!.child.kill('SIGTERM');
  await Promise.all(inFlight);
  await exited;
  procs[0] = await start(ports[0]!);

  progress('SIGTERM done; waiting for the load to finish');
  phase = 'after';
  await load;

  // What the database holds.
  const regs = await db('registrations').where({ training_id: trainingId }).select('status', 'user_id');
  const byStatus = regs.reduce<Record<string, number>>(
    (m, r) => ((m[r.status] = (m[r.status] ?? 0) + 1), m),
    {},
  );
  const doublePaid = await db('payments')
    .join('registrations', 'registrations.id', 'payments.registration_id')
    .where('registrations.training_id', trainingId)
    .groupBy('payments.registration_id')
    .havingRaw('count(*) > 1')
    .select('payments.registration_id');
  const confirmedEmails = new Set(
    (
      await db('registrations')
        .join('users', 'users.id', 'registrations.user_id')
        .where({ 'registrations.training_id': trainingId, 'registrations.status': 'confirmed' })
        .select('users.email')
    ).map((r) => r.email as string),
  );
  const lost = [...confirmedByClients].filter((e) => !confirmedEmails.has(e));
  const live = (byStatus.confirmed ?? 0) + (byStatus.held ?? 0);

  console.log(
    `\nFaults under booking load: ${FRESHERS} freshers, ${SEATS} seats, 2 server processes, one PostgreSQL`,
  );
  console.table(Object.entries(seen).map(([p, o]) => ({ phase: p, ...o })));
  console.table(Object.entries(recovery).map(([what, ms]) => ({ what, ms })));
  console.table([
    {
      seats: SEATS,
      'confirmed (database)': byStatus.confirmed ?? 0,
      'held or confirmed': live,
      oversold: Math.max(0, live - SEATS),
      'payments confirmed twice': doublePaid.length,
      'confirmations told to clients': confirmedByClients.size,
      'told but missing (lost)': lost.length,
    },
  ]);

  await Promise.all(
    procs.map(
      (p) =>
        new Promise((r) =>
          p.child.exitCode !== null ? r(null) : (p.child.once('exit', r), p.child.kill('SIGTERM')),
        ),
    ),
  );
  await db.destroy();
  await mailbox.close();
  await pg.stop();
  await rm(dataDir, { recursive: true, force: true });
  if (lost.length || doublePaid.length || live > SEATS) process.exitCode = 1;
}

await main();
