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

export const LOAD = { connections: 50, durationSeconds: 5 } as const;

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
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

const AUTOCANNON = path.join(import.meta.dirname, '..', 'node_modules', 'autocannon', 'autocannon.js');

function autocannon(url: string, headers: Record<string, string>, durationSeconds: number) {
  const args = [AUTOCANNON, '--json', '-c', String(LOAD.connections), '-d', String(durationSeconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const [command, ...rest] = hasTaskset
    ? ['taskset', '-c', `1-${cores - 1}`, process.execPath, ...args]
    : [process.execPath, ...args];
  return new Promise<{
    requests: { average: number };
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

/** Runs the load against `url` with optional headers. */
export async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  // A short warm-up first, so every route is measured with its code optimised by the JIT, like the baseline.
  await autocannon(url, headers, 1);
  const result = await autocannon(url, headers, LOAD.durationSeconds);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
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

/** Prints the load table: each route's throughput as a share of the bare Koa baseline. */
export function printLoadTable(baseline: LoadResult, rows: { result: LoadResult; target: number }[]) {
  console.log(`\nThroughput, ${LOAD.connections} connections, ${LOAD.durationSeconds} s each`);
  const line = (r: LoadResult, share: string, target: string) => ({
    name: r.name,
    'req/s': Math.round(r.requestsPerSecond),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'errors/non-2xx': `${r.errors}/${r.non2xx}`,
    'share of bare Koa': share,
    target,
  });
  console.table([
    line(baseline, '100 % (baseline)', ''),
    ...rows.map(({ result, target }) => {
      const share = (100 * result.requestsPerSecond) / baseline.requestsPerSecond;
      return line(result, `${share.toFixed(0)} %`, `>= ${target} % ${share >= target ? 'met' : 'NOT MET'}`);
    }),
  ]);
}
