import type { Knex } from 'knex';

/**
 * AI mock interview (spec part 2 §2.2, §3): an interview with its generated questions (the hidden tests and
 * key points stay in `questions`, never sent to the client), its answers, and the overall feedback the
 * admin view aggregates (`overall_score`, `overall_feedback.categoryPercentages`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('interviews', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('job_title').notNullable();
    t.text('job_description').notNullable();
    t.text('resume_text').notNullable();
    t.text('difficulty').notNullable().defaultTo('intermediate');
    t.text('provider').notNullable().checkIn(['local', 'openai']);
    t.text('status').notNullable().defaultTo('created').checkIn(['created', 'in_progress', 'completed']);
    t.integer('current_index').notNullable().defaultTo(0);
    t.jsonb('questions').notNullable();
    t.jsonb('overall_feedback');
    t.integer('overall_score');
    t.timestamp('started_at', { useTz: true });
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('interview_answers', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('interview_id').notNullable().references('interviews.id').onDelete('CASCADE');
    t.text('question_id').notNullable();
    t.text('answer_mode').notNullable().checkIn(['audio', 'text', 'code', 'skipped']);
    t.text('text_response');
    t.text('transcription');
    t.text('code');
    t.text('language');
    t.integer('response_time').notNullable();
    t.boolean('skipped').notNullable().defaultTo(false);
    t.integer('score').notNullable();
    t.jsonb('feedback').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['interview_id', 'question_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('interview_answers');
  await knex.schema.dropTableIfExists('interviews');
}
