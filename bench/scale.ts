/**
 * `npm run bench:scale`: the same load against 1 and then 2 server processes (`WORKERS`), reporting
 * requests per second, p99 and the servers' CPU time per request (summed over every server process, the
 * cluster primary included, read from /proc). On this 2-core machine the generator needs a core, so every server process is pinned to core 0
 * and the generator to the others: what counts is the cost, CPU per request with 2 processes against 1
 * (target: within 10 %), and no failed request. On a machine with more cores, 2 processes also add
 * throughput.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startEmbeddedPostgres } from '../server/src/db/embedded';
import { createDb, ensureDatabase, migrate } from '../server/src/db/knex';
import { hashSecret } from '../server/src/services/passwords';
import { catalogueRows } from './fixtures';
import { autocannon, LOAD } from './load';

const serverDir = fileURLToPath(new URL('../server/', import.meta.url));
const TICKS_PER_SECOND = 100;
const WARM_UP_SECONDS_PER_PROCESS = 2;

/** User + system CPU seconds of a process and its children that are still running (Linux /proc). */
function cpuSeconds(pids: number[]): number {
  return pids.reduce((total, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return total + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      return total;
    }
  }, 0);
}
const childrenOf = (pid: number) =>
  execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);

async function startServers(workers: number, env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'taskset',
    ['-c', '0', process.execPath, '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverDir,
      env: { ...process.env, ...env, WORKERS: String(workers), PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 150));
  }
  // taskset execs node: the child's pid is the server, or the cluster primary (which accepts the
  // connections and hands them to its workers: its CPU counts too).
  const pids = [child.pid!];
  while (workers > 1 && pids.length < workers + 1) {
    await new Promise((r) => setTimeout(r, 200));
    pids.splice(0, pids.length, child.pid!, ...childrenOf(child.pid!));
  }
  return { url, pids, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
}

async function main() {
  const cores = os.availableParallelism();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'launchpad-scale-'));
  const pg = await startEmbeddedPostgres({ dataDir, persistent: false });
  const databaseUrl = await ensureDatabase(pg.url, 'scale');
  const db = createDb(databaseUrl, 2);
  await migrate(db);
  const [trainer] = await db('users')
    .insert([
      {
        name: 'Scale Trainer',
        email: 'trainer@scale.test',
        password_hash: 'not-used',
        phone_number: '0770000001',
        account_type: 'Trainer',
        is_account_verified: true,
        trainer_id: 'TR-SCALE',
      },
      {
        name: 'Scale Fresher',
        email: 'fresher@scale.test',
        password_hash: await hashSecret('bench-password-1'),
        phone_number: '0770000000',
        account_type: 'Fresher',
        is_account_verified: true,
      },
    ])
    .returning('id');
  await db('trainings').insert(
    catalogueRows(trainer.id).map((r) => ({
      trainer_user_id: r.trainerUserId,
      title: r.title,
      training_type: r.trainingType,
      training_category: r.trainingCategory,
      description: r.description,
      available_slots: r.availableSlots,
      registered_participants: r.registeredParticipants,
      start_date: r.startDate,
      start_time: r.startTime,
      time_slots: JSON.stringify(r.timeSlots),
      duration: r.duration,
      price: r.price,
      status: r.status,
      venue: r.venue,
      online_link: r.onlineLink,
    })),
  );
  await db.destroy();
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_IP: '100000000',
    PUBLIC_URL: 'http://127.0.0.1',
  };

  const rows = [];
  for (const workers of [1, 2]) {
    const servers = await startServers(workers, env);
    const login = await fetch(`${servers.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fresher@scale.test', password: 'bench-password-1' }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const routes = [
      { name: 'GET /api/health', url: `${servers.url}/api/health`, headers: {} },
      { name: 'GET /api/auth/is-auth', url: `${servers.url}/api/auth/is-auth`, headers: { cookie } },
      {
        name: 'GET /api/trainings/all (gzip)',
        url: `${servers.url}/api/trainings/all`,
        headers: { 'accept-encoding': 'gzip' },
      },
    ];
    for (const route of routes) {
      // Warm-up, as long again for every process: each one must have compiled its hot paths before the
      // measured run, or the 2-process run pays twice the JIT work inside it (measured: health 1.15-1.19x
      // with a 1 s warm-up shared by both, 0.98-1.06x with 2 s each).
      await autocannon(route.url, route.headers, WARM_UP_SECONDS_PER_PROCESS * workers);
      const before = cpuSeconds(servers.pids);
      const result = await autocannon(route.url, route.headers, LOAD.durationSeconds);
      const cpu = cpuSeconds(servers.pids) - before;
      rows.push({
        processes: workers,
        route: route.name,
        'req/s': Math.round(result.requests.average),
        'server CPU µs/req': Math.round((cpu * 1e6) / Math.max(1, result.requests.total)),
        'p99 ms': result.latency.p99,
        'errors/non-2xx': `${result.errors + result.timeouts}/${result.non2xx}`,
      });
    }
    await servers.stop();
  }
  await pg.stop();
  await rm(dataDir, { recursive: true, force: true });

  console.log(
    `\n1 and 2 server processes, all pinned to core 0, generator on cores 1-${cores - 1}; ${LOAD.connections} connections, ${LOAD.durationSeconds} s`,
  );
  console.table(rows);
  const ratios = rows
    .filter((r) => r.processes === 2)
    .map((two) => {
      const one = rows.find((r) => r.processes === 1 && r.route === two.route)!;
      const ratio = two['server CPU µs/req'] / one['server CPU µs/req'];
      return {
        route: two.route,
        'CPU per request, 2 vs 1 process': ratio.toFixed(2),
        'within 10 %': ratio <= 1.1 ? 'yes' : 'NO',
      };
    });
  console.table(ratios);
}

await main();
