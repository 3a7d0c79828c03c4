import http from 'node:http';
import { loadConfig } from './config';
import { createApp } from './app';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { createDb, ensureDatabase, migrate } from './db/knex';
import { seedDemo } from './db/seeds/demo';
import { buildDeps } from './deps';
import { createLogger } from './lib/logger';
import { ensureAdmin } from './services/admins';
import { loadEngine } from './services/analyzer';

const SHUTDOWN_GRACE_MS = 10_000;

/** config -> database -> migrations -> listen, and a graceful stop on SIGTERM/SIGINT. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const log = createLogger(config.logLevel, config.env);

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

  const deps = buildDeps(config, db, log);
  const server = http.createServer(createApp(deps).callback());
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  log.info(
    { url: config.publicUrl, readyInMs: Math.round(performance.now() - startedAt) },
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
    deps.mailer.close();
    await deps.news.close();
    await deps.sessions.close();
    await db.destroy();
    await embedded?.stop();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
