import type { Knex } from 'knex';

/**
 * Event notices (part 2 §3): admins add, edit and delete them; the feed shows them as events. Date and
 * time stay optional (the admin list shows TBD); who wrote or last changed one is kept for the audit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('event_notices', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('event_name').notNullable();
    t.text('event_description').notNullable();
    t.date('date');
    t.text('time');
    t.text('venue').notNullable().defaultTo('');
    t.text('registration_link').notNullable().defaultTo('');
    t.text('other_info').notNullable().defaultTo('');
    t.uuid('created_by').references('admins.id').onDelete('SET NULL');
    t.uuid('updated_by').references('admins.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['date']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('event_notices');
}
