/**
 * Throughput under load: 50 connections for a fixed time against the real app, each route reported as
 * requests per second and latency percentiles, and as a share of a bare Koa JSON handler measured the same
 * way in the same run (the ceiling of this machine for one Node process).
 *
 * The load generator (autocannon) runs in a process of its own. Where `taskset` exists and the machine has
 * two or more cores, the server's process is pinned to core 0 and the generator to the other cores, so the
 * two never take turns on one core: a CPU profile of the earlier in-process generator showed the server
 * idle 40 % of the time while the generator starved it, which made the shares swing by ±30 %.
 */
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

/** `BENCH_LOAD_ROUNDS` overrides the number of interleaved rounds. */
export const LOAD = {
  connections: 50,
  durationSeconds: 5,
  rounds: Number(process.env.BENCH_LOAD_ROUNDS ?? 3),
} as const;

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  /** CPU time (user + system) this process spent per request: the server's own cost, whatever the generator did. */
  cpuMicrosPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const cores = os.availableParallelism();
const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return cores >= 2 && process.platform === 'linux';
  } catch {
    return false;
  }
})();

/** Pins this process (every thread) to core 0, when it can; returns a line saying what it did. */
export function pinServer(): string {
  if (!hasTaskset) return 'not pinned (needs Linux, taskset and two cores): server and generator share cores';
  execFileSync('taskset', ['-a', '-c', '-p', '0', String(process.pid)], { stdio: 'ignore' });
  return `server pinned to core 0, generator to cores 1-${cores - 1}`;
}

/** autocannon as a process of its own, on the cores the server does not use. */
const AUTOCANNON = path.join(import.meta.dirname, '..', 'node_modules', 'autocannon', 'autocannon.js');

export function autocannon(url: string, headers: Record<string, string>, durationSeconds: number) {
  const args = [AUTOCANNON, '--json', '-c', String(LOAD.connections), '-d', String(durationSeconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const [command, ...rest] = hasTaskset
    ? ['taskset', '-c', `1-${cores - 1}`, process.execPath, ...args]
    : [process.execPath, ...args];
  return new Promise<{
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }>((resolve, reject) => {
    const child = spawn(command!, rest, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      resolve(JSON.parse(out));
    });
  });
}

/** Runs the load against `url` with optional headers (after a 1 s warm-up when asked). */
export async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  warmUp = true,
): Promise<LoadResult> {
  // A short warm-up first, so every route is measured with its code optimised by the JIT, like the baseline.
  if (warmUp) await autocannon(url, headers, 1);
  const cpuBefore = process.cpuUsage();
  const result = await autocannon(url, headers, LOAD.durationSeconds);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    name,
    requestsPerSecond: result.requests.average,
    cpuMicrosPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface LoadRoute {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** The least share of the bare Koa baseline this route must reach, in per cent. */
  target: number;
}

/** One round: the baseline, then every route, each route's share taken against this round's baseline. */
export interface LoadRound {
  baseline: LoadResult;
  routes: LoadResult[];
}

/**
 * `LOAD.rounds` rounds of baseline-then-routes. A shared machine's speed drifts by 10-30 % over a minute
 * (other tenants, frequency); a share against the baseline of its own round, and the median over rounds,
 * keeps one slow stretch from deciding the result.
 */
export async function loadRounds(bareUrl: string, routes: LoadRoute[]): Promise<LoadRound[]> {
  const rounds: LoadRound[] = [];
  for (let round = 0; round < LOAD.rounds; round += 1) {
    const warmUp = round === 0;
    const baseline = await load('bare Koa JSON handler (baseline)', bareUrl, {}, warmUp);
    const results: LoadResult[] = [];
    for (const route of routes) results.push(await load(route.name, route.url, route.headers, warmUp));
    rounds.push({ baseline, routes: results });
  }
  return rounds;
}

/** The baseline: Koa answering a small JSON body with no middleware, on a port of its own. */
export async function startBareKoa(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { success: true, status: 'ok' };
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Prints the load table: medians over the rounds, each route's share against its own round's baseline. */
export function printLoadTable(rounds: LoadRound[], routes: LoadRoute[]) {
  console.log(
    `\nThroughput, ${LOAD.connections} connections, ${LOAD.durationSeconds} s each, median of ${rounds.length} interleaved rounds`,
  );
  const line = (results: LoadResult[], share: string, target: string) => ({
    name: results[0]!.name,
    'req/s': Math.round(median(results.map((r) => r.requestsPerSecond))),
    'server CPU µs/req': Math.round(median(results.map((r) => r.cpuMicrosPerRequest))),
    'p50 ms': median(results.map((r) => r.p50)),
    'p99 ms': median(results.map((r) => r.p99)),
    'errors/non-2xx': `${sum(results.map((r) => r.errors))}/${sum(results.map((r) => r.non2xx))}`,
    'share of bare Koa': share,
    target,
  });
  const rows = [
    line(
      rounds.map((r) => r.baseline),
      '100 % (baseline)',
      '',
    ),
  ];
  routes.forEach((route, index) => {
    const results = rounds.map((r) => r.routes[index]!);
    const shares = rounds.map(
      (r) => (100 * r.routes[index]!.requestsPerSecond) / r.baseline.requestsPerSecond,
    );
    const share = median(shares);
    const range = `${Math.min(...shares).toFixed(0)}-${Math.max(...shares).toFixed(0)}`;
    rows.push(
      line(
        results,
        `${share.toFixed(0)} % (${range})`,
        `>= ${route.target} % ${share >= route.target ? 'met' : 'NOT MET'}`,
      ),
    );
  });
  console.table(rows);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
