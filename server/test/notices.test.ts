import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEventNotice, ZNewsAnswer } from '@launchpad/shared';
import { loadConfig } from '../src/config';
import { createNewsFeed } from '../src/services/news';
import { startFakeNews, type FakeNews } from './newsFeeds';
import { startTestApp, type TestApp } from './testApp';

let fake: FakeNews;
beforeAll(async () => {
  fake = await startFakeNews();
});
afterAll(() => fake.close());

const silent = pino({ level: 'silent' });
const count = (path: string) => fake.seen.get(path)?.length ?? 0;

describe('news with nothing configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers the 4 built-in samples', async () => {
    const answer = await app.client().get('/api/notices/news');
    expect(answer.status).toBe(200);
    const body = ZNewsAnswer.parse(answer.body);
    expect(body.source).toBe('samples');
    expect(body.updatedAt).toBeNull();
    expect(body.data).toHaveLength(4);
    expect(body.data.every((n) => n.sample)).toBe(true);
    expect(answer.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });
});

describe('news from a service and feeds', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      NEWS_API_KEY: 'test-key',
      NEWS_API_URL: `${fake.url}/v2`,
      NEWS_FEEDS: ['rss', 'atom', 'broken', 'error', 'slow', 'busy', 'huge']
        .map((f) => `${fake.url}/${f}.xml`)
        .join(','),
      NEWS_TIMEOUT_MS: '700',
    });
  });
  afterAll(() => app.close());

  it('merges every good source, drops duplicates and survives the broken ones', async () => {
    const answer = await app.client().get('/api/notices/news');
    expect(answer.status).toBe(200);
    const body = ZNewsAnswer.parse(answer.body);
    expect(body.source).toBe('live');
    expect(body.updatedAt).not.toBeNull();
    expect(body.data.map((n) => n.title)).toEqual([
      'Breaking: AI startup launches open source model',
      'Critical vulnerability in VPN appliances',
      'University releases new security course for graduates',
      'GPU maker introduces laptop chips',
      'Kernel maintainers publish quarterly notes',
    ]);
    const [ai, cisa, course, gpu, kernel] = body.data;
    expect(ai).toMatchObject({
      source: 'Dev Wire',
      type: 'industry',
      priority: 'high',
      summary: 'The model is free to use & modify.',
      imageUrl: 'https://devwire.example/ai.jpg',
      tags: ['AI', 'Open Source', 'Startups'],
      sample: false,
    });
    expect(cisa).toMatchObject({ source: 'CISA', type: 'government', priority: 'high', tags: ['Security'] });
    expect(cisa!.imageUrl).toBe('https://cisa.example/vpn.png');
    expect(course).toMatchObject({
      source: 'Campus Tech',
      priority: 'medium',
      tags: ['Security', 'Careers'],
    });
    expect(gpu).toMatchObject({ priority: 'medium', imageUrl: null, summary: '', tags: ['Hardware'] });
    expect(kernel).toMatchObject({ priority: 'low', summary: 'Routine notes this quarter.' });
  });

  it('calls the news service with the key and the query of part 2 §7', () => {
    const call = fake.seen.get('/v2/top-headlines')?.[0];
    expect(call?.headers['x-api-key']).toBe('test-key');
    expect(Object.fromEntries(call!.query)).toEqual({
      category: 'technology',
      language: 'en',
      pageSize: '20',
    });
  });

  it('records failures with backoff, honouring Retry-After', async () => {
    const rows = await app.db('news_sources').select();
    const byPath = new Map(rows.map((r) => [new URL(r.url as string).pathname, r]));
    const inSeconds = (r: { nextAttemptAt: Date | null }) =>
      ((r.nextAttemptAt?.getTime() ?? 0) - Date.now()) / 1000;
    expect(byPath.get('/busy.xml')).toMatchObject({ failures: 1, lastError: 'HTTP 429' });
    expect(inSeconds(byPath.get('/busy.xml'))).toBeGreaterThan(100);
    expect(inSeconds(byPath.get('/busy.xml'))).toBeLessThanOrEqual(120);
    for (const broken of ['/broken.xml', '/error.xml', '/slow.xml', '/huge.xml']) {
      expect(byPath.get(broken), broken).toMatchObject({ failures: 1 });
      expect(inSeconds(byPath.get(broken))).toBeGreaterThan(30);
    }
    expect(byPath.get('/slow.xml').lastError).toBe('timed out');
    expect(byPath.get('/broken.xml').lastError).toMatch(/invalid XML/);
    expect(byPath.get('/huge.xml').lastError).toMatch(/larger than/);
    expect(byPath.get('/rss.xml')).toMatchObject({ failures: 0, etag: '"rss-v1"' });
  });

  it('fetches a source once per interval, however many polls (of however many server processes)', async () => {
    const before = count('/rss.xml');
    await Promise.all([app.deps.news.poll(), app.deps.news.poll()]);
    const restarted = createNewsFeed({
      db: app.db,
      log: silent,
      news: loadConfig({ NEWS_FEEDS: `${fake.url}/rss.xml` }).news,
    });
    await restarted.poll();
    await restarted.close();
    expect(count('/rss.xml')).toBe(before);
  });

  it('asks again conditionally when the interval is over, keeps the items on a 304 and leaves backed-off sources alone', async () => {
    // The interval is over (as if 15 minutes had passed) for the good source only.
    await app
      .db('news_sources')
      .where('url', 'like', '%/rss.xml')
      .update({ nextAttemptAt: new Date(Date.now() - 1000) });
    const before = { rss: count('/rss.xml'), busy: count('/busy.xml'), slow: count('/slow.xml') };
    await app.deps.news.poll();
    expect(count('/rss.xml')).toBe(before.rss + 1);
    const second = fake.seen.get('/rss.xml')!.at(-1)!;
    expect(second.headers['if-none-match']).toBe('"rss-v1"');
    expect(second.headers['if-modified-since']).toBeTruthy();
    expect(count('/busy.xml')).toBe(before.busy);
    expect(count('/slow.xml')).toBe(before.slow);
    const answer = ZNewsAnswer.parse((await app.client().get('/api/notices/news')).body);
    expect(answer.data.map((n) => n.title)).toContain('Kernel maintainers publish quarterly notes');
    expect(answer.data).toHaveLength(5);
  });

  it('serves the cached items after a restart, even while every source fails', async () => {
    const config = loadConfig({ NEWS_FEEDS: `${fake.url}/error.xml` });
    const restarted = createNewsFeed({ db: app.db, log: silent, news: config.news });
    const answer = await restarted.list();
    await restarted.close();
    expect(answer.source).toBe('cache');
    expect(answer.items).toHaveLength(5);
  });
});

describe('news configuration', () => {
  it('refuses a feed that is not an http(s) URL and reads the defaults', () => {
    expect(() => loadConfig({ NEWS_FEEDS: 'https://ok.example/rss, ftp://x.example/feed' })).toThrow(
      /NEWS_FEEDS: ftp:\/\/x.example\/feed is not an http\(s\) URL/,
    );
    expect(loadConfig({}).news).toEqual({
      apiKey: undefined,
      apiUrl: 'https://newsapi.org/v2',
      feeds: [],
      pollMinutes: 15,
      timeoutMs: 10_000,
    });
  });
});

describe('events', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers a bare array of upcoming and undated notices', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await app.db('event_notices').insert([
      { eventName: 'Past meetup', eventDescription: 'Over', date: '2020-01-01', venue: 'Hall' },
      {
        eventName: 'Hackathon',
        eventDescription: '24 hours',
        date: today,
        time: '09:30',
        venue: 'Colombo',
        registrationLink: 'https://hack.example',
        otherInfo: 'Dev Club',
      },
      { eventName: 'Career fair', eventDescription: 'Meet employers' },
    ]);
    const answer = await app.client().get('/api/notices/events');
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    const events = ZEventNotice.array().parse(answer.body);
    expect(events.map((e) => e.eventName)).toEqual(['Hackathon', 'Career fair']);
    expect(events[0]).toMatchObject({
      date: today,
      time: '09:30',
      venue: 'Colombo',
      registrationLink: 'https://hack.example',
      otherInfo: 'Dev Club',
    });
    expect(events[1]).toMatchObject({ date: '', time: '' });
    expect(answer.headers.get('cache-control')).toMatch(/public/);
  });
});
