import type { Knex } from 'knex';
import { sampleNewsNotices, type TNewsNotice } from '@launchpad/shared';
import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import { backoffMs, DEFAULT_LIMITS } from './http';
import { configuredSources, fetchSource } from './sources';
import {
  claimDueSource,
  loadItems,
  loadSources,
  merge,
  presentItem,
  replaceItems,
  saveSource,
  toStored,
} from './store';

export interface NewsAnswer {
  items: TNewsNotice[];
  /** live: fetched by this server since it started; cache: the last good items kept in the database; samples. */
  source: 'live' | 'cache' | 'samples';
  updatedAt: string | null;
}

export interface NewsFeed {
  /** The headlines now: waits for a first poll only while nothing was ever fetched. */
  list(): Promise<NewsAnswer>;
  /** One poll of every due source (one at a time, however many callers). */
  poll(): Promise<void>;
  /** Stops the timer and waits for a poll in flight. */
  close(): Promise<void>;
}

/** How long a process serves its copy of the shared news cache before reading it again. */
const SNAPSHOT_TTL_MS = 2000;

export function createNewsFeed(options: { db: Knex; log: Logger; news: Config['news'] }): NewsFeed {
  const { db, log, news } = options;
  const sources = configuredSources(news);
  const limits = { ...DEFAULT_LIMITS, timeoutMs: news.timeoutMs };
  let snapshot: NewsAnswer | undefined;
  let liveOnce = false;
  let polling: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let warming: Promise<void> | undefined;
  let closed = false;
  /** When this process last read the shared cache: another process may have fetched since. */
  let refreshedAt = 0;
  let refreshing: Promise<void> | undefined;

  async function pollOnce() {
    const now = Date.now();
    const states = await loadSources(
      db,
      sources.map((s) => s.key),
    );
    // Each due source is fetched by one server process per interval: the one that claims it.
    const lease = limits.timeoutMs + 30_000;
    const claims = await Promise.all(sources.map((s) => claimDueSource(db, s.key, lease)));
    const due = sources.filter((_, i) => claims[i]);
    const interval = news.pollMinutes * 60_000;
    let anyGood = false;
    let changed = false;
    await Promise.all(
      due.map(async (source) => {
        const state = states.get(source.key);
        const validators = { etag: state?.etag ?? null, lastModified: state?.lastModified ?? null };
        const outcome = await fetchSource(source, validators, limits);
        if (closed) return;
        if (outcome.kind === 'failed') {
          const failures = (state?.failures ?? 0) + 1;
          const wait = backoffMs(failures, outcome.retryAfterMs);
          log.warn(
            {
              source: source.kind,
              url: source.kind === 'feed' ? source.url : undefined,
              error: outcome.error,
              retryInMs: wait,
            },
            'news source failed',
          );
          await saveSource(db, source.key, {
            failures,
            nextAttemptAt: new Date(Date.now() + wait),
            error: outcome.error,
          });
          return;
        }
        anyGood = true;
        if (outcome.kind === 'not-modified') {
          await saveSource(db, source.key, { failures: 0, nextAttemptAt: new Date(now + interval) });
          return;
        }
        const items = outcome.articles.map(toStored);
        changed = true;
        await saveSource(db, source.key, {
          validators: outcome.validators,
          items,
          failures: 0,
          nextAttemptAt: new Date(now + interval),
        });
        states.set(source.key, {
          ...(state ?? { url: source.key, etag: null, lastModified: null, failures: 0 }),
          nextAttemptAt: null,
          items,
        });
      }),
    );
    if (closed) return;
    if (changed) await replaceItems(db, merge(sources.map((s) => states.get(s.key)?.items ?? [])));
    if (anyGood) liveOnce = true;
    await refreshSnapshot();
  }

  async function refreshSnapshot() {
    refreshedAt = Date.now();
    const rows = await loadItems(db);
    if (rows.length === 0) {
      snapshot = undefined;
      return;
    }
    const updatedAt = new Date(Math.max(...rows.map((r) => r.fetchedAt.getTime())));
    snapshot = {
      items: rows.map(presentItem),
      source: liveOnce ? 'live' : 'cache',
      updatedAt: updatedAt.toISOString(),
    };
  }

  function poll() {
    if (closed) return Promise.resolve();
    polling ??= pollOnce()
      .catch((error: unknown) => log.error({ err: error }, 'news poll failed'))
      .finally(() => {
        polling = undefined;
      });
    return polling;
  }

  function startTimer() {
    if (timer || closed) return;
    timer = setInterval(() => void poll(), news.pollMinutes * 60_000);
    timer.unref();
  }

  const samples = (): NewsAnswer => ({ items: sampleNewsNotices(), source: 'samples', updatedAt: null });

  return {
    async list() {
      if (sources.length === 0) return samples();
      warming ??= (async () => {
        startTimer();
        await refreshSnapshot().catch((error: unknown) => log.error({ err: error }, 'news cache unreadable'));
        if (snapshot)
          void poll(); // warm from the cache: refresh behind it
        else await poll(); // nothing ever fetched: the first callers wait for the first poll
      })();
      await warming;
      // Another server process may have fetched since: read the shared cache again after a short while.
      if (Date.now() - refreshedAt > SNAPSHOT_TTL_MS) {
        refreshing ??= refreshSnapshot()
          .catch((error: unknown) => log.error({ err: error }, 'news cache unreadable'))
          .finally(() => {
            refreshing = undefined;
          });
        await refreshing;
      }
      return snapshot ?? samples();
    },
    poll,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await polling;
    },
  };
}
