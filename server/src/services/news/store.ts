import type { Knex } from 'knex';
import { NEWS_LIMIT, type TNewsNotice } from '@launchpad/shared';
import type { Validators } from './http';
import type { RawArticle } from './parse';
import { normaliseTitle, normaliseUrl, priorityOf, sourceTypeOf, tagsOf } from './derive';

/** A source's state row: validators, backoff and its last good articles. */
export interface SourceRow {
  url: string;
  etag: string | null;
  lastModified: string | null;
  nextAttemptAt: Date | null;
  failures: number;
  items: StoredArticle[];
}

/** An article as kept in news_sources.items (JSON: the date as text). */
export type StoredArticle = Omit<RawArticle, 'publishedAt'> & { publishedAt: string | null };

export interface ItemRow {
  id: string;
  url: string;
  title: string;
  summary: string;
  source: string;
  sourceType: TNewsNotice['type'];
  publishedAt: Date | null;
  imageUrl: string | null;
  fetchedAt: Date;
}

export function toStored(article: RawArticle): StoredArticle {
  return { ...article, publishedAt: article.publishedAt?.toISOString() ?? null };
}

export async function loadSources(db: Knex, keys: string[]): Promise<Map<string, SourceRow>> {
  const rows = keys.length ? ((await db('news_sources').whereIn('url', keys)) as SourceRow[]) : [];
  return new Map(rows.map((row) => [row.url, row]));
}

/**
 * Claims a due source for one fetch, for every server process at once: a conditional update that exactly
 * one process wins (the row's next attempt moves `leaseMs` ahead, so nobody else fetches it meanwhile).
 * Server processes that lose the claim read the winner's items from the database.
 */
export async function claimDueSource(db: Knex, key: string, leaseMs: number): Promise<boolean> {
  await db('news_sources').insert({ url: key }).onConflict('url').ignore();
  const claimed = await db('news_sources')
    .where({ url: key })
    .andWhere((q) => q.whereNull('next_attempt_at').orWhere('next_attempt_at', '<=', db.fn.now()))
    .update({ nextAttemptAt: db.raw('now() + make_interval(secs => ?)', [leaseMs / 1000]) });
  return claimed === 1;
}

export async function saveSource(
  db: Knex,
  key: string,
  state: {
    validators?: Validators;
    items?: StoredArticle[];
    failures: number;
    nextAttemptAt: Date | null;
    error?: string;
  },
) {
  const row: Record<string, unknown> = {
    url: key,
    failures: state.failures,
    nextAttemptAt: state.nextAttemptAt,
    lastError: state.error ?? null,
  };
  if (state.validators) {
    row.etag = state.validators.etag;
    row.lastModified = state.validators.lastModified;
  }
  if (state.items) {
    row.items = JSON.stringify(state.items);
    row.lastSuccessAt = new Date();
  }
  if (!state.error && !state.items) row.lastSuccessAt = new Date();
  await db('news_sources').insert(row).onConflict('url').merge();
}

/**
 * The headlines from every source's last good answer: one per story (normalised link and title), newest
 * first, the newest 20 (§9). Undated articles go after dated ones, in their sources' order.
 */
export function merge(lists: StoredArticle[][]): StoredArticle[] {
  const urls = new Set<string>();
  const titles = new Set<string>();
  const unique: StoredArticle[] = [];
  for (const article of lists.flat()) {
    const urlKey = normaliseUrl(article.url);
    const titleKey = normaliseTitle(article.title);
    if (urls.has(urlKey) || (titleKey && titles.has(titleKey))) continue;
    urls.add(urlKey);
    titles.add(titleKey);
    unique.push(article);
  }
  const time = (a: StoredArticle) => (a.publishedAt ? Date.parse(a.publishedAt) : -Infinity);
  return unique
    .map((article, index) => ({ article, index }))
    .sort((a, b) => time(b.article) - time(a.article) || a.index - b.index)
    .slice(0, NEWS_LIMIT)
    .map(({ article }) => article);
}

/** Replaces the cached headlines in one transaction: a reader sees the old list or the new one. */
export async function replaceItems(db: Knex, articles: StoredArticle[]) {
  await db.transaction(async (trx) => {
    await trx('news_items').delete();
    if (articles.length === 0) return;
    await trx('news_items').insert(
      articles.map((a) => ({
        url: a.url,
        urlKey: normaliseUrl(a.url),
        titleKey: normaliseTitle(a.title),
        title: a.title,
        summary: a.summary,
        source: a.source,
        sourceType: sourceTypeOf(a.source, a.url),
        publishedAt: a.publishedAt,
        imageUrl: a.imageUrl,
      })),
    );
  });
}

export async function loadItems(db: Knex): Promise<ItemRow[]> {
  return (await db('news_items')
    .orderByRaw('published_at desc nulls last, fetched_at desc')
    .limit(NEWS_LIMIT)) as ItemRow[];
}

export function presentItem(row: ItemRow): TNewsNotice {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    source: row.source,
    type: row.sourceType,
    priority: priorityOf(row.title, row.summary),
    time: (row.publishedAt ?? row.fetchedAt).toISOString(),
    tags: tagsOf(row.title, row.summary),
    url: row.url,
    imageUrl: row.imageUrl,
    sample: false,
  };
}
