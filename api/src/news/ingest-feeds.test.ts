import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { newsArticles } from '../db/schema';
import { createLogger } from '../lib/logger';
import { testDatabases } from '../test/test-databases';
import { claimIngestRun } from './feed-scheduler';
import { feedList, ingestFeeds } from './ingest-feeds';

const rss = `<?xml version="1.0"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>
  <title>Test Insurance Wire</title><link>https://wire.test/</link>
  <item>
    <title>Rates &amp; &lt;b&gt;terms&lt;/b&gt; ease</title>
    <link>https://wire.test/a/rates-ease</link>
    <description>&lt;p onclick="x()"&gt;Level premiums &lt;script&gt;steal()&lt;/script&gt;fell &lt;a href="javascript:x()"&gt;again&lt;/a&gt;.&lt;/p&gt;</description>
    <pubDate>Tue, 10 Nov 2026 09:00:00 GMT</pubDate>
    <dc:creator>Jo Writer</dc:creator>
  </item>
  <item><title>Bad link</title><link>javascript:alert(1)</link></item>
  <item><title>Relative link</title><link>/a/relative</link><pubDate>not a date</pubDate></item>
</channel></rss>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Atom Test</title>
  <entry>
    <title type="html">Underwriting &lt;em&gt;speeds up&lt;/em&gt;</title>
    <link rel="self" href="https://atom.test/self/1"/>
    <link rel="alternate" href="https://atom.test/posts/1"/>
    <summary type="html">&lt;div&gt;Accelerated underwriting now covers more applicants.&lt;/div&gt;</summary>
    <updated>2026-11-01T12:00:00Z</updated>
    <author><name>Sam Atom</name></author>
  </entry>
</feed>`;

const databases = await testDatabases();

describe.each(databases)('news feed ingester on $name', (testDb) => {
  let database: DatabaseHandle;
  let server: Server;
  let base: string;
  let hits = 0;

  beforeAll(async () => {
    database = await testDb.open();
    server = createServer((req, res) => {
      hits += 1;
      if (req.url === '/rss.xml') res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      else if (req.url === '/atom.xml')
        res.writeHead(200, { 'Content-Type': 'application/atom+xml' });
      else if (req.url === '/html') res.writeHead(200, { 'Content-Type': 'text/html' });
      else res.writeHead(500);
      res.end(req.url === '/rss.xml' ? rss : req.url === '/atom.xml' ? atom : '<html></html>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await testDb.close();
  });

  it('reads RSS and Atom, strips HTML, keeps web links only, and logs failing feeds', async () => {
    const lines: string[] = [];
    const log = createLogger('info', {}, (line) => lines.push(line));
    const feeds = [`${base}/rss.xml`, `${base}/broken`, `${base}/html`, `${base}/atom.xml`];
    const results = await ingestFeeds(database.db, feeds, log);
    expect(results.map((r) => r.inserted)).toEqual([2, 0, 0, 1]);
    expect(results[1]?.error).toBe('HTTP 500');
    expect(results[2]?.error).toMatch(/not an RSS 2.0 or Atom feed/);
    expect(lines.filter((l) => l.includes('news feed failed'))).toHaveLength(2);

    const rows = await database.db
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.category, 'industry-news'));
    const rates = rows.find((r) => r.url === 'https://wire.test/a/rates-ease');
    expect(rates).toMatchObject({
      title: 'Rates & terms ease',
      summary: 'Level premiums fell again.',
      author: 'Jo Writer',
      source: '127.0.0.1',
    });
    expect(rates?.publishedAt.toISOString()).toBe('2026-11-10T09:00:00.000Z');
    const relative = rows.find((r) => r.title === 'Relative link');
    expect(relative?.url).toBe(`${base}/a/relative`);
    expect(rows.some((r) => r.title === 'Bad link')).toBe(false);
    const atomRow = rows.find((r) => r.url === 'https://atom.test/posts/1');
    expect(atomRow).toMatchObject({
      title: 'Underwriting speeds up',
      summary: 'Accelerated underwriting now covers more applicants.',
      author: 'Sam Atom',
    });
  });

  it('inserts nothing twice on the next run', async () => {
    const before = hits;
    const results = await ingestFeeds(
      database.db,
      [`${base}/rss.xml`, `${base}/atom.xml`],
      createLogger('silent'),
    );
    expect(hits).toBe(before + 2);
    expect(results.map((r) => r.inserted)).toEqual([0, 0]);
  });

  it('lets one process claim each interval', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const interval = 30 * 60 * 1000;
    const claims = await Promise.all(
      [1, 2, 3].map(() => claimIngestRun(database.db, now, interval)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const later = new Date(now.getTime() + interval);
    expect(await claimIngestRun(database.db, later, interval)).toBe(true);
  });

  it('splits NEWS_FEEDS on commas and whitespace', () => {
    expect(feedList(' https://a.test/f, https://b.test/g\nhttps://c.test/h ')).toEqual([
      'https://a.test/f',
      'https://b.test/g',
      'https://c.test/h',
    ]);
    expect(feedList('')).toEqual([]);
  });
});
