import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Every analysis a user ran: counts the basic plan's monthly allowance, and gives the skills assessment
  // the job descriptions that were analysed for a CV (by its hash).
  await knex.schema.createTable('analysis_runs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('resume_hash').notNullable();
    t.jsonb('job_descriptions').notNullable();
    t.jsonb('results').notNullable();
    t.jsonb('extracted_technologies').notNullable();
    t.text('provider').notNullable().checkIn(['local', 'openai']);
    t.boolean('used_profile_cv').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
    t.index(['user_id', 'resume_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('analysis_runs');
}
