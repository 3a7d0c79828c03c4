/**
 * The real app for a bench, in this process: an embedded PostgreSQL in a temporary folder, migrated, the
 * app listening on a free loopback port; `stop` undoes all of it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { createDb, ensureDatabase, migrate } from '../server/src/db/knex';
import { buildDeps, closeDeps } from '../server/src/deps';

export async function startBenchApp(name: string, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `launchpad-${name}-`));
  const pg = await startEmbeddedPostgres({ dataDir, persistent: false });
  const db = createDb(await ensureDatabase(pg.url, name.replace(/\W/g, '_')));
  await migrate(db);
  const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_IP: '1000000', ...env });
  const deps = buildDeps(config, db, pino({ level: 'silent' }));
  const server = http.createServer(createApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    config,
    db,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDeps(deps);
      await db.destroy();
      await pg.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
