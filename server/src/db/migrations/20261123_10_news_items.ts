import type { Knex } from 'knex';

/**
 * The tech news feed's cache (part 2 §2.3): the last good headlines, so a restart serves them at once,
 * and each source's conditional-GET validators and backoff.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('news_items', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('url').notNullable().unique();
    /** The normalised link and title the feed deduplicates on. */
    t.text('url_key').notNullable().unique();
    t.text('title_key').notNullable();
    t.text('title').notNullable();
    t.text('summary').notNullable().defaultTo('');
    t.text('source').notNullable();
    t.text('source_type').notNullable();
    t.timestamp('published_at', { useTz: true });
    t.text('image_url');
    t.timestamp('fetched_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['published_at']);
  });
  await knex.schema.createTable('news_sources', (t) => {
    t.text('url').primary();
    t.text('etag');
    t.text('last_modified');
    t.timestamp('next_attempt_at', { useTz: true });
    t.integer('failures').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('last_success_at', { useTz: true });
    /** The source's articles from its last good answer, kept for a 304. */
    t.jsonb('items').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('news_sources');
  await knex.schema.dropTableIfExists('news_items');
}
