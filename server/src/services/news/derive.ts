import {
  NEWS_MAX_TAGS,
  NEWS_PRIORITY_KEYWORDS,
  NEWS_SOURCE_TYPES,
  NEWS_TAGS,
  type NewsPriority,
  type NewsSourceType,
} from '@launchpad/shared';

function escape(word: string) {
  return word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A whole-word, case-insensitive matcher for any of the words (word boundaries that also work for "ci/cd"). */
function wordMatcher(words: readonly string[]) {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

const HIGH = wordMatcher(NEWS_PRIORITY_KEYWORDS.high);
const MEDIUM = wordMatcher(NEWS_PRIORITY_KEYWORDS.medium);
const TAGS = NEWS_TAGS.map(({ tag, words }) => ({ tag, match: wordMatcher(words) }));

/** §9: high on breaking/urgent/major/critical/launch/announce, medium on new/update/release/introduces. */
export function priorityOf(title: string, summary: string): NewsPriority {
  const text = `${title}\n${summary}`;
  if (HIGH.test(text)) return 'high';
  if (MEDIUM.test(text)) return 'medium';
  return 'low';
}

/** Up to 3 tags from the fixed list, in the list's order. */
export function tagsOf(title: string, summary: string): string[] {
  const text = `${title}\n${summary}`;
  return TAGS.filter(({ match }) => match.test(text))
    .slice(0, NEWS_MAX_TAGS)
    .map(({ tag }) => tag);
}

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return '';
  }
}

function listed(name: string, host: string, outlets: readonly string[]) {
  const lower = name.trim().toLowerCase();
  return outlets.some((outlet) =>
    outlet.includes('.') ? host === outlet || host.endsWith(`.${outlet}`) : wordMatcher([outlet]).test(lower),
  );
}

/** Government or education when the outlet (its name or its link's host) is on a known list, else industry. */
export function sourceTypeOf(source: string, url: string): NewsSourceType {
  const host = hostOf(url);
  if (listed(source, host, NEWS_SOURCE_TYPES.government) || /(^|\.)gov(\.[a-z]{2})?$/.test(host)) {
    return 'government';
  }
  if (listed(source, host, NEWS_SOURCE_TYPES.education) || /(^|\.)(edu|ac)(\.[a-z]{2})?$/.test(host)) {
    return 'education';
  }
  return 'industry';
}

const TRACKING = /^(utm_.*|fbclid|gclid|mc_cid|mc_eid|ref|cmpid|ocid|taid|guccounter)$/i;

/**
 * The same article's link as different feeds write it: lower-case host without www, no fragment, no
 * tracking parameters, remaining parameters sorted, no trailing slash; http and https alike.
 */
export function normaliseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return raw.trim().toLowerCase();
  }
  const params = [...url.searchParams]
    .filter(([key]) => !TRACKING.test(key))
    .sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port ? `:${url.port}` : '';
  const pathname = url.pathname.replace(/\/+$/, '');
  return `${host}${port}${pathname}${query}`;
}

/** A title for spotting the same story: lower case, letters and digits only, the outlet suffix dropped. */
export function normaliseTitle(title: string): string {
  return title
    .replace(/\s+[-|–—]\s+[^-|–—]{1,60}$/u, '') // "Story - Outlet" as aggregators write it
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Plain text from a summary that may hold HTML (RSS descriptions often do), bounded for a card. */
export function plainText(html: string, max = 500): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    // Block elements part words; inline ones (b, a, em...) do not.
    .replace(
      /<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|blockquote|figure|figcaption|img|hr|section|article)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) =>
      Number(code) > 0 && Number(code) <= 0x10ffff ? String.fromCodePoint(Number(code)) : ' ',
    )
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Only web links are kept: a feed's javascript: or data: link must never reach a card. */
export function webUrl(raw: string | undefined | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
