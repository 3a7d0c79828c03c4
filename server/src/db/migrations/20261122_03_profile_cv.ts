import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    // Earned once, kept after a CV is deleted: the "First Resume Upload" badge.
    t.timestamp('first_cv_uploaded_at', { useTz: true });
  });

  // One CV per user, the file itself in the database (DESIGN: files in bytea by default).
  await knex.schema.createTable('cvs', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('file_name').notNullable();
    t.integer('file_size').notNullable();
    t.text('sha256').notNullable();
    t.binary('content').notNullable();
    t.text('text').notNullable().defaultTo('');
    t.integer('page_count').notNullable().defaultTo(0);
    t.timestamp('uploaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Filled by the CV analyzer slice; listed and deleted from profile settings.
  await knex.schema.createTable('saved_analyses', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.jsonb('results').notNullable().defaultTo('[]');
    t.jsonb('job_descriptions').notNullable().defaultTo('[]');
    t.text('resume_hash').notNullable().defaultTo('');
    t.boolean('used_profile_cv').notNullable().defaultTo(false);
    t.jsonb('extracted_technologies').notNullable().defaultTo('[]');
    t.timestamps(true, true);
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('skills_assessments', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('assessment_type').notNullable().defaultTo('SWOT Analysis');
    t.text('resume_hash').notNullable().defaultTo('');
    t.jsonb('skills').notNullable().defaultTo('[]');
    t.integer('overall_score').notNullable().defaultTo(0);
    t.text('level').notNullable().defaultTo('Beginner');
    t.jsonb('strengths').notNullable().defaultTo('[]');
    t.jsonb('weaknesses').notNullable().defaultTo('[]');
    t.jsonb('opportunities').notNullable().defaultTo('[]');
    t.jsonb('threats').notNullable().defaultTo('[]');
    t.jsonb('recommendations').notNullable().defaultTo('[]');
    t.timestamp('completed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamps(true, true);
    t.index(['user_id', 'completed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('skills_assessments');
  await knex.schema.dropTableIfExists('saved_analyses');
  await knex.schema.dropTableIfExists('cvs');
  await knex.schema.alterTable('users', (t) => t.dropColumn('first_cv_uploaded_at'));
}
