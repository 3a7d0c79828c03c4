import { NEWS_LIMIT } from '@launchpad/shared';
import type { Config } from '../../config';
import { conditionalGet, type FetchLimits, type Validators } from './http';
import { parseFeed, parseNewsApi, type RawArticle } from './parse';

/** A place news comes from: the NewsAPI-compatible service, or one RSS/Atom feed. */
export interface NewsSource {
  /** The key its state is kept under (news_sources.url); never holds the API key. */
  key: string;
  kind: 'newsapi' | 'feed';
  url: string;
  headers: Record<string, string>;
  parse(body: string): RawArticle[];
}

export type SourceOutcome =
  | { kind: 'ok'; articles: RawArticle[]; validators: Validators }
  | { kind: 'not-modified' }
  | { kind: 'failed'; error: string; retryAfterMs?: number };

/** The sources the configuration names, in order: the news service first, then the feeds. */
export function configuredSources(news: Config['news']): NewsSource[] {
  const sources: NewsSource[] = [];
  if (news.apiKey) {
    // part 2 §7: GET top-headlines, category technology, language en, pageSize 20.
    const url = `${news.apiUrl}/top-headlines?${new URLSearchParams({
      category: 'technology',
      language: 'en',
      pageSize: String(NEWS_LIMIT),
    }).toString()}`;
    sources.push({
      key: url,
      kind: 'newsapi',
      url,
      headers: { 'x-api-key': news.apiKey, accept: 'application/json' },
      parse: parseNewsApi,
    });
  }
  for (const feed of news.feeds) {
    const fallbackName = hostName(feed);
    sources.push({
      key: feed,
      kind: 'feed',
      url: feed,
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8' },
      parse: (body) => parseFeed(body, fallbackName),
    });
  }
  return sources;
}

function hostName(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'News';
  }
}

/** One poll of one source: its articles, "unchanged", or why it failed (an unreadable answer is a failure). */
export async function fetchSource(
  source: NewsSource,
  validators: Validators,
  limits: FetchLimits,
): Promise<SourceOutcome> {
  const outcome = await conditionalGet(source.url, validators, source.headers, limits);
  if (outcome.kind !== 'ok') return outcome;
  try {
    return { kind: 'ok', articles: source.parse(outcome.body), validators: outcome.validators };
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
