import type { Knex } from 'knex';

/**
 * Reviews of trainings by their confirmed participants (spec part 2 §2.5, §3 Review, §5). One review per
 * training and person, enforced by the database, so parallel submissions leave exactly one row. A trainer's
 * rating (average and count) is computed from these rows when read, so it can never drift from them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('training_id').notNullable().references('trainings.id').onDelete('CASCADE');
    // The trainer's account (users.id) the review counts towards: the training's trainer when written.
    t.uuid('trainer_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.smallint('rating').notNullable();
    t.text('comment').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['training_id', 'user_id'], { indexName: 'reviews_one_per_training_and_user' });
    t.index(['trainer_id', 'created_at']);
    t.index(['user_id']);
  });
  await knex.raw('alter table reviews add constraint reviews_rating_range check (rating between 1 and 5)');
  await knex.raw(
    "alter table reviews add constraint reviews_comment_length check (char_length(comment) between 1 and 500 and btrim(comment) <> '')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reviews');
}
