import { describe, expect, it } from 'vitest';
import { backoffMs, parseRetryAfter } from './http';
import { parseFeed, parseNewsApi } from './parse';

describe('backoff', () => {
  it('honours Retry-After as seconds or a date, bounded to a day', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:05:00 GMT', now)).toBe(300_000);
    expect(parseRetryAfter('999999999', now)).toBe(86_400_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
  it('doubles from a minute up to 6 hours without one', () => {
    expect(backoffMs(1)).toBe(60_000);
    expect(backoffMs(3)).toBe(240_000);
    expect(backoffMs(30)).toBe(6 * 3_600_000);
    expect(backoffMs(5, 1000)).toBe(1000);
  });
});

describe('parseFeed', () => {
  it('reads RSS 1.0 (RDF) items with dc:date', () => {
    const xml = `<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel><title>Old School</title></channel>
        <item><title>AT&amp;T update</title><link>https://old.example/1</link><dc:date>2026-11-20T10:00:00Z</dc:date></item>
      </rdf:RDF>`;
    expect(parseFeed(xml, 'fallback')).toEqual([
      {
        title: 'AT&T update',
        summary: '',
        source: 'Old School',
        publishedAt: new Date('2026-11-20T10:00:00Z'),
        url: 'https://old.example/1',
        imageUrl: null,
      },
    ]);
  });
  it('never expands entities a DOCTYPE declares', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x "EXPANDED">]>
      <rss><channel><title>T</title><item><title>a &x; b</title><link>https://e.example/</link></item></channel></rss>`;
    const [item] = parseFeed(xml, 'f');
    expect(item?.title).not.toContain('EXPANDED');
  });
  it('refuses what is not a feed', () => {
    expect(() => parseFeed('<html><body>hi</body></html>', 'f')).toThrow(/not an RSS or Atom feed/);
    expect(() => parseFeed('<rss><channel>', 'f')).toThrow(/invalid XML/);
  });
});

describe('parseNewsApi', () => {
  it('reports an error answer', () => {
    expect(() =>
      parseNewsApi('{"status":"error","code":"apiKeyInvalid","message":"Your API key is invalid"}'),
    ).toThrow('Your API key is invalid');
  });
});
