import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { NEWS_LIMIT } from '@launchpad/shared';
import { plainText, webUrl } from './derive';

/** One article as a source gives it, before derivation. */
export interface RawArticle {
  title: string;
  summary: string;
  source: string;
  publishedAt: Date | null;
  url: string;
  imageUrl: string | null;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // Entities are decoded below, one level, by hand: no DOCTYPE-declared entity is ever expanded.
  processEntities: false,
  parseTagValue: false,
  isArray: (name) =>
    ['item', 'entry', 'link', 'media:content', 'media:thumbnail', 'enclosure'].includes(name),
});

type Node = Record<string, unknown>;

function decodeXml(text: string) {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => {
      const code = parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    })
    .replace(/&amp;/g, '&');
}

/** The text of an element that may be a string, a number or an object with #text. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'object') return text((value as Node)['#text']);
  return decodeXml(String(value));
}

function date(value: unknown): Date | null {
  const raw = text(value).trim();
  if (!raw) return null;
  const parsed = new Date(raw);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function attr(value: unknown, name: string): string | undefined {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  for (const entry of list) {
    const found = (entry as Node | undefined)?.[`@_${name}`];
    if (typeof found === 'string' && found) return decodeXml(found);
  }
  return undefined;
}

function imageOf(item: Node): string | null {
  const enclosure = (item.enclosure as Node[] | undefined)?.find((e) =>
    String(e['@_type'] ?? '').startsWith('image/'),
  );
  return (
    webUrl(attr(item['media:content'], 'url')) ??
    webUrl(attr(item['media:thumbnail'], 'url')) ??
    webUrl(attr(enclosure, 'url'))
  );
}

function article(
  title: unknown,
  summary: unknown,
  source: string,
  published: unknown,
  url: string | null,
  image: string | null,
) {
  const cleanTitle = plainText(text(title), 300);
  if (!cleanTitle || !url) return undefined;
  return {
    title: cleanTitle,
    summary: plainText(text(summary)),
    source,
    publishedAt: date(published),
    url,
    imageUrl: image,
  } satisfies RawArticle;
}

/** The link of an Atom entry: rel="alternate" (or no rel) first. */
function atomLink(links: unknown): string | null {
  const list = (Array.isArray(links) ? links : []) as Node[];
  const alternate = list.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? list[0];
  return webUrl(alternate ? (attr(alternate, 'href') ?? text(alternate)) : undefined);
}

/** Articles from an RSS 2.0, RSS 1.0 (RDF) or Atom document; throws on anything else. */
export function parseFeed(xml: string, fallbackSource: string): RawArticle[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`invalid XML: ${valid.err.msg}`);
  const doc = parser.parse(xml) as Node;
  const out: (RawArticle | undefined)[] = [];
  const rss = (doc.rss as Node | undefined)?.channel as Node | undefined;
  const rdf = doc['rdf:RDF'] as Node | undefined;
  const atom = doc.feed as Node | undefined;
  if (rss || rdf) {
    const channel = (rss ?? (rdf?.channel as Node | undefined) ?? {}) as Node;
    const name = plainText(text(channel.title), 100) || fallbackSource;
    const items = ((rss ? channel.item : rdf?.item) ?? []) as Node[];
    for (const item of items) {
      const link = webUrl(text(item.link)) ?? webUrl(text(item.guid));
      const source = plainText(text(item.source), 100) || name;
      const published = item.pubDate ?? item['dc:date'] ?? item.published;
      out.push(
        article(
          item.title,
          item.description ?? item['content:encoded'],
          source,
          published,
          link,
          imageOf(item),
        ),
      );
    }
  } else if (atom) {
    const name = plainText(text(atom.title), 100) || fallbackSource;
    for (const entry of (atom.entry ?? []) as Node[]) {
      const published = entry.published ?? entry.updated;
      out.push(
        article(
          entry.title,
          entry.summary ?? entry.content,
          name,
          published,
          atomLink(entry.link),
          imageOf(entry),
        ),
      );
    }
  } else {
    throw new Error('not an RSS or Atom feed');
  }
  return out.filter((a): a is RawArticle => a !== undefined).slice(0, NEWS_LIMIT * 5);
}

interface NewsApiArticle {
  title?: unknown;
  description?: unknown;
  source?: { name?: unknown };
  publishedAt?: unknown;
  url?: unknown;
  urlToImage?: unknown;
}

/** Articles from a NewsAPI top-headlines answer (part 2 §7); throws on an error answer. */
export function parseNewsApi(body: string): RawArticle[] {
  const json = JSON.parse(body) as { status?: string; message?: string; articles?: NewsApiArticle[] };
  if (json.status && json.status !== 'ok') throw new Error(json.message ?? `status ${json.status}`);
  if (!Array.isArray(json.articles)) throw new Error('no articles in the answer');
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return json.articles
    .filter((a) => str(a.title) && str(a.title) !== '[Removed]')
    .map((a) => {
      const published = new Date(str(a.publishedAt));
      return {
        title: plainText(str(a.title), 300),
        summary: plainText(str(a.description)),
        source: plainText(str(a.source?.name), 100) || 'News',
        publishedAt: Number.isNaN(published.getTime()) ? null : published,
        url: webUrl(str(a.url)) ?? '',
        imageUrl: webUrl(str(a.urlToImage)),
      };
    })
    .filter((a) => a.url);
}
