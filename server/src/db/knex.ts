import knexFactory, { type Knex } from 'knex';
import { Model, knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import { migrationSource } from './migrations';

// Return bigint counts as numbers and timestamps as Date (the driver's default for timestamptz).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// A calendar date is not an instant: keep 'YYYY-MM-DD' rather than a Date at local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Knex;

/** A knex pool bound to Objection's models. */
export function createDb(connectionString: string, poolMax = 10): Db {
  const db = knexFactory({
    client: 'pg',
    connection: { connectionString },
    pool: { min: 0, max: poolMax },
    migrations: { migrationSource, tableName: 'knex_migrations' },
    ...knexSnakeCaseMappers(),
  });
  Model.knex(db);
  return db;
}

/** Applies every pending migration; safe to run at each start and from several processes. */
export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest();
}

/** Creates the named database when it does not exist yet (the embedded server starts with only `postgres`). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = knexFactory({
    client: 'pg',
    connection: { connectionString: adminUrl },
    pool: { min: 0, max: 1 },
  });
  try {
    const exists = await admin.raw('select 1 from pg_database where datname = ?', [name]);
    if (exists.rows.length === 0) await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
