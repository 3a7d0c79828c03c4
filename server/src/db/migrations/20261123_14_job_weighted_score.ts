import type { Knex } from 'knex';

/**
 * overall_score now follows part 1 §6 exactly (average confidence / 10 × 100); the job-weighted figure it
 * used to hold gets a column of its own. Rows saved before keep their old figure in both columns: only the
 * top 10 ratings are stored, so the plain average cannot be recomputed exactly for them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('skills_assessments', (t) => {
    t.integer('job_weighted_score').notNullable().defaultTo(0);
  });
  await knex.raw(`update skills_assessments set job_weighted_score = overall_score`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('skills_assessments', (t) => t.dropColumn('job_weighted_score'));
}
