import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // What a trainer adds to their account: one row per trainer, made on first save.
  await knex.schema.createTable('trainer_profiles', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('address').notNullable().defaultTo('');
    t.jsonb('specialization_skills').notNullable().defaultTo('[]');
    t.jsonb('experiences').notNullable().defaultTo('[]');
    t.jsonb('education').notNullable().defaultTo('[]');
    t.timestamps(true, true);
  });

  await knex.schema.createTable('trainings', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('trainer_user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('training_type').notNullable().checkIn(['technical', 'soft skills']);
    t.text('training_category').notNullable().defaultTo('');
    t.text('description').notNullable().defaultTo('');
    t.integer('available_slots').notNullable().defaultTo(0);
    t.integer('registered_participants').notNullable().defaultTo(0);
    t.date('start_date');
    t.text('start_time').notNullable().defaultTo('');
    t.text('venue').notNullable().defaultTo('');
    t.jsonb('time_slots').notNullable().defaultTo('[]');
    t.text('duration').notNullable().defaultTo('');
    t.text('price').notNullable().defaultTo('');
    t.text('status').notNullable().defaultTo('upcoming').checkIn(['upcoming', 'active', 'completed']);
    t.text('online_link').notNullable().defaultTo('');
    t.timestamps(true, true);
    t.index(['trainer_user_id']);
  });
  await knex.raw(
    'alter table trainings add constraint trainings_counts_non_negative check (available_slots >= 0 and registered_participants >= 0)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('trainings');
  await knex.schema.dropTableIfExists('trainer_profiles');
}
