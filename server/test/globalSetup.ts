import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { createDb, migrate } from '../src/db/knex';

export const TEMPLATE_DB = 'launchpad_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL when set (CI may point it at a server),
 * else an embedded one in a temporary folder. A migrated template database is made once; each test
 * file clones it (CREATE DATABASE ... TEMPLATE), so files run in parallel on data of their own.
 */
export default async function setup(project: TestProject) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'launchpad-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir: tempDir, persistent: false });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const admin = createDb(adminUrl, 1);
  await admin.raw('drop database if exists ?? with (force)', [TEMPLATE_DB]);
  await admin.raw('create database ??', [TEMPLATE_DB]);
  await admin.destroy();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const template = createDb(templateUrl.toString(), 1);
  await migrate(template);
  await template.destroy();

  project.provide('databaseAdminUrl', adminUrl);

  return async () => {
    await stopEmbedded?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
