import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists citext');

  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.specificType('email', 'citext').notNullable().unique();
    t.text('password_hash').notNullable();
    t.text('phone_number').notNullable();
    t.text('account_type').notNullable().checkIn(['Fresher', 'Trainer']);
    t.text('account_plan').notNullable().defaultTo('basic').checkIn(['basic', 'premium']);
    t.timestamp('plan_changed_at', { useTz: true });
    t.boolean('is_account_verified').notNullable().defaultTo(false);
    t.text('trainer_id').unique();
    t.timestamp('last_active_at', { useTz: true });
    t.timestamps(true, true);
  });

  await knex.schema.createTable('sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('token_hash').notNullable().unique();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable().checkIn(['cookie', 'bearer']);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.text('user_agent');
    t.text('ip');
    t.index(['user_id']);
  });

  await knex.schema.createTable('one_time_codes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('purpose').notNullable().checkIn(['verify-email', 'reset-password']);
    t.text('code_hash').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // At most one live code per account and purpose: a resend replaces the old one.
  await knex.raw(
    'create unique index one_time_codes_live on one_time_codes (user_id, purpose) where consumed_at is null',
  );

  await knex.schema.createTable('admins', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.specificType('email', 'citext').notNullable().unique();
    t.text('password_hash').notNullable();
    t.timestamps(true, true);
  });

  await knex.schema.createTable('admin_sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('token_hash').notNullable().unique();
    t.uuid('admin_id').notNullable().references('admins.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
  });

  // The store of rate-limiter-flexible's RateLimiterPostgres (shared by every server process).
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['rate_limits', 'admin_sessions', 'admins', 'one_time_codes', 'sessions', 'users']) {
    await knex.schema.dropTableIfExists(table);
  }
}
