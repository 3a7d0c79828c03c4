import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for the outside world's news: RSS, Atom, a NewsAPI-compatible service and broken feeds. */
export interface FakeNews {
  url: string;
  /** Requests seen, by path (without the query): their headers and query. */
  seen: Map<string, { headers: http.IncomingHttpHeaders; query: URLSearchParams }[]>;
  close(): Promise<void>;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

export const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Dev Wire</title>
    <item>
      <title>Breaking: AI startup launches open source model</title>
      <link>https://devwire.example/ai-model?utm_source=rss</link>
      <description><![CDATA[<p>The <b>model</b> is free to use &amp; modify.</p>]]></description>
      <pubDate>${hoursAgo(1).toUTCString()}</pubDate>
      <media:content url="https://devwire.example/ai.jpg" medium="image" />
    </item>
    <item>
      <title>Kernel maintainers publish quarterly notes</title>
      <link>https://devwire.example/kernel</link>
      <description>Routine notes &lt;b&gt;this quarter&lt;/b&gt;.</description>
      <pubDate>${hoursAgo(30).toUTCString()}</pubDate>
    </item>
    <item>
      <title>Evil link</title>
      <link>javascript:alert(1)</link>
    </item>
  </channel>
</rss>`;

export const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Campus Tech</title>
  <entry>
    <title type="html">Breaking: AI startup launches open source model</title>
    <link rel="alternate" href="https://mirror.example/another-copy"/>
    <summary>Same story elsewhere.</summary>
    <updated>${hoursAgo(2).toISOString()}</updated>
  </entry>
  <entry>
    <title>Same link, other title</title>
    <link href="https://www.devwire.example/ai-model/"/>
    <updated>${hoursAgo(3).toISOString()}</updated>
  </entry>
  <entry>
    <title>University releases new security course for graduates</title>
    <link rel="alternate" href="https://campus.example/security-course"/>
    <summary>A free course on security careers.</summary>
    <published>${hoursAgo(5).toISOString()}</published>
  </entry>
</feed>`;

export const NEWSAPI = {
  status: 'ok',
  totalResults: 3,
  articles: [
    {
      source: { id: null, name: 'CISA' },
      title: 'Critical vulnerability in VPN appliances',
      description: 'Agencies urged to patch now.',
      url: 'https://cisa.example/vpn',
      urlToImage: 'https://cisa.example/vpn.png',
      publishedAt: hoursAgo(4).toISOString(),
    },
    { source: { name: 'Removed' }, title: '[Removed]', description: '', url: 'https://removed.example/' },
    {
      source: { name: 'Chip Times' },
      title: 'GPU maker introduces laptop chips',
      description: null,
      url: 'https://chips.example/gpu',
      urlToImage: 'javascript:alert(1)',
      publishedAt: hoursAgo(10).toISOString(),
    },
  ],
};

/** Serves the fake feeds; `/rss.xml` answers 304 to its own ETag or Last-Modified. */
export async function startFakeNews(apiKey = 'test-key'): Promise<FakeNews> {
  const seen: FakeNews['seen'] = new Map();
  const lastModified = hoursAgo(1).toUTCString();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const list = seen.get(url.pathname) ?? [];
    list.push({ headers: req.headers, query: url.searchParams });
    seen.set(url.pathname, list);
    switch (url.pathname) {
      case '/rss.xml':
        if (
          req.headers['if-none-match'] === '"rss-v1"' ||
          req.headers['if-modified-since'] === lastModified
        ) {
          res.writeHead(304).end();
          return;
        }
        res.writeHead(200, {
          'content-type': 'application/rss+xml',
          etag: '"rss-v1"',
          'last-modified': lastModified,
        });
        res.end(RSS);
        return;
      case '/atom.xml':
        res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(ATOM);
        return;
      case '/v2/top-headlines':
        if (req.headers['x-api-key'] !== apiKey) {
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ status: 'error', message: 'bad key' }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(NEWSAPI));
        return;
      case '/broken.xml':
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end('<rss><channel><item><title>oops</channel>');
        return;
      case '/error.xml':
        res.writeHead(500).end('server error');
        return;
      case '/busy.xml':
        res.writeHead(429, { 'retry-after': '120' }).end();
        return;
      case '/huge.xml':
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(`<rss><channel>${'<item><title>x</title></item>'.repeat(120_000)}</channel></rss>`);
        return;
      case '/slow.xml':
        return; // never answers: the reader's timeout must end it
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
