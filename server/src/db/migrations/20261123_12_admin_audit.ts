import type { Knex } from 'knex';

/**
 * Admin portal (issue 12): every admin action is written to `admin_audit` in the same transaction as
 * the action itself. Payments outlive a deleted fresher: their person link becomes null (anonymised),
 * the amount, method, last four digits and provider reference stay for the books.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_audit', (t) => {
    t.bigIncrements('id').primary();
    // Kept when the admin account goes: the row says which admin it was by id.
    t.uuid('admin_id').references('admins.id').onDelete('SET NULL');
    t.text('action').notNullable();
    t.text('target_type').notNullable();
    t.text('target_id').notNullable();
    t.jsonb('details').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['target_type', 'target_id']);
  });
  await knex.raw(`
    alter table payments alter column user_id drop not null;
    alter table payments alter column registration_id drop not null;
    alter table payments drop constraint if exists payments_user_id_foreign;
    alter table payments add constraint payments_user_id_foreign
      foreign key (user_id) references users(id) on delete set null;
    alter table payments drop constraint if exists payments_registration_id_foreign;
    alter table payments add constraint payments_registration_id_foreign
      foreign key (registration_id) references registrations(id) on delete set null;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table payments drop constraint if exists payments_registration_id_foreign;
    alter table payments add constraint payments_registration_id_foreign
      foreign key (registration_id) references registrations(id) on delete restrict;
    alter table payments drop constraint if exists payments_user_id_foreign;
    alter table payments add constraint payments_user_id_foreign
      foreign key (user_id) references users(id) on delete restrict;
  `);
  await knex.schema.dropTableIfExists('admin_audit');
}
