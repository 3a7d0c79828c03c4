/**
 * Throughput under load: 50 connections for a fixed time against the real app, each route reported as
 * requests per second and latency percentiles, and as a share of a bare Koa JSON handler measured the same
 * way in the same run (the ceiling of this machine for one Node process). The load generator runs in a
 * worker thread, so it does not share the server's event loop.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
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

/** Runs the load against `url` with optional headers. */
export async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  // A short warm-up first, so every route is measured with its code optimised by the JIT, like the baseline.
  await autocannon({ url, headers, connections: LOAD.connections, duration: 1, workers: 1 });
  const result = await autocannon({
    url,
    headers,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    workers: 1,
  });
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
