import cluster from 'node:cluster';
import http from 'node:http';
import { loadConfig, type Config } from './config';
import { createApp } from './app';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { createDb, ensureDatabase, migrate } from './db/knex';
import { seedDemo } from './db/seeds/demo';
import { buildDeps, closeDeps } from './deps';
import { createLogger, type Logger } from './lib/logger';
import { ensureAdmin } from './services/admins';
import { loadEngine } from './services/analyzer';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Prepares the database once: the embedded PostgreSQL when there is no DATABASE_URL, migrations, the admin
 * account and the demo data. Answers the database's URL.
 */
async function prepareDatabase(config: Config, log: Logger) {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, persistent: true, log });
    databaseUrl = await ensureDatabase(embedded.url, 'launchpad');
    log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started (set DATABASE_URL to use your own)');
  }
  const db = createDb(databaseUrl);
  await migrate(db);
  if (config.admin) await ensureAdmin(config.admin.email, config.admin.password);
  if (config.seedDemo) await seedDemo(db, { withAdmin: !config.admin });
  return { db, databaseUrl, embedded };
}

/**
 * WORKERS > 1: this process prepares the database, then runs that many server processes on the same port
 * (node:cluster shares it) and restarts one that dies. Everything they share goes through PostgreSQL:
 * sessions (revocations NOTIFY every process), seats and payments (row locks), rate limits, the news cache
 * (one process fetches each source per interval). SIGTERM drains every process, then stops the database.
 */
async function runPrimary(config: Config, log: Logger) {
  const { db, databaseUrl, embedded } = await prepareDatabase(config, log);
  await db.destroy();
  let stopping = false;
  const fork = () => cluster.fork({ DATABASE_URL: databaseUrl, LAUNCHPAD_PREPARED: '1' });
  for (let i = 0; i < config.workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'a server process stopped: starting another');
    fork();
  });
  log.info({ workers: config.workers }, `starting ${config.workers} server processes`);
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down every server process');
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await embedded?.stop();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** One server process: database (prepared here unless the primary did), listen, and a graceful stop. */
async function runServer(config: Config, log: Logger) {
  const startedAt = performance.now();
  const prepared = process.env.LAUNCHPAD_PREPARED === '1' && config.databaseUrl;
  const { db, embedded } = prepared
    ? { db: createDb(config.databaseUrl!), embedded: undefined }
    : await prepareDatabase(config, log);

  const deps = buildDeps(config, db, log);
  const server = http.createServer(createApp(deps).callback());
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  log.info(
    { url: config.publicUrl, pid: process.pid, readyInMs: Math.round(performance.now() - startedAt) },
    `Launchpad is ready at ${config.publicUrl}`,
  );

  // Warm the analysis engine and the PDF reader up in the background: the first analysis is then fast too.
  void Promise.all([loadEngine(), import('unpdf')]).catch((error: unknown) =>
    log.warn({ err: error }, 'warm-up failed'),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await closeDeps(deps);
    await db.destroy();
    await embedded?.stop();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel, config.env);
  if (config.workers > 1 && cluster.isPrimary) await runPrimary(config, log);
  else await runServer(config, log);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
