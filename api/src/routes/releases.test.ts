import { type Remote, remotes } from '@termlens/contracts/releases';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../admin/sessions';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { auditLog, rateLimits, releaseTokens, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { checkRelease, type ReleaseHost } from '../releases/release-checks';
import { ReleaseRegistry } from '../releases/release-registry';
import { createReleaseToken } from '../releases/release-tokens';
import { postJson } from '../test/post-json';
import { testDatabases } from '../test/test-databases';

const databases = await testDatabases();
const siteUrl = 'http://localhost';
const QUOTES_TOKEN = 'quotes-team-token-from-the-environment';
const CONTENT_TOKEN = 'content-team-token-from-the-environment';

const page = (path: string, module: string) => ({
  path,
  module,
  name: module,
  group: 'main',
  title: `${module} | TermLens`,
  description: '',
  keywords: [],
});

/** A manifest as the remotes' builds write it; `change` makes the fixture under test. */
function manifest(change: (m: ManifestFixture) => void = () => {}) {
  const m: ManifestFixture = {
    name: 'mfe_quotes',
    metaData: {
      buildInfo: { buildVersion: '1.2.0' },
      ssrRemoteEntry: { name: 'mfe_quotes.js', path: '' },
      ssrPublicPath: 'ssr/',
      site: {
        pages: [page('/compare', 'compare-page'), page('/calculator', 'calculator-page')],
        homeSections: [{ module: 'compare-section', order: 20, area: 'the quote comparison' }],
      },
    },
    exposes: ['compare-page', 'calculator-page', 'compare-section'].map((name) => ({ name })),
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' },
      { name: 'zustand', version: '5.1.0', requiredVersion: '^5.1.0', singleton: true },
    ],
  };
  change(m);
  return JSON.stringify(m);
}
interface ManifestFixture {
  name: string;
  metaData: Record<string, unknown>;
  exposes: { name: string }[];
  shared: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
}

// The builds the tests release, by URL; any other URL is unreachable.
const builds: Record<string, string> = {
  'https://cdn.example/quotes/v2/mf-manifest.json': manifest(),
  'https://cdn.example/quotes/v3/mf-manifest.json': manifest((m) => {
    m.metaData.buildInfo = { buildVersion: '1.3.0' };
  }),
  'https://cdn.example/quotes/react18/mf-manifest.json': manifest((m) => {
    m.shared[0] = { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true };
  }),
  'https://cdn.example/quotes/no-section/mf-manifest.json': manifest((m) => {
    m.exposes = m.exposes.filter((e) => e.name !== 'compare-section');
  }),
  'https://cdn.example/quotes/no-pages/mf-manifest.json': manifest((m) => {
    delete m.metaData.site;
  }),
  'https://cdn.example/quotes/takes-blog/mf-manifest.json': manifest((m) => {
    m.metaData.site = { pages: [page('/blog', 'compare-page')], homeSections: [] };
  }),
  'https://cdn.example/quotes/no-server/mf-manifest.json': manifest((m) => {
    delete m.metaData.ssrRemoteEntry;
  }),
  'https://cdn.example/content/mf-manifest.json': manifest((m) => {
    m.name = 'mfe_content';
  }),
  'https://cdn.example/quotes/broken/mf-manifest.json': '<!doctype html><title>Oops</title>',
};

const host: ReleaseHost = {
  siteUrl,
  fetchFile: async (url) => {
    const text = builds[url.href];
    if (text === undefined) throw new TypeError('fetch failed: connect ECONNREFUSED');
    return new Response(text);
  },
  // The shell's home, and a page of the content remote's current release.
  pagesOfOthers: async (remote: Remote) =>
    new Map([
      ['/', 'the shell'],
      ...(remote.name === 'mfe_content' ? [] : [['/blog', 'mfe-content'] as [string, string]]),
    ]),
  hostShared: async () => ({ react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0' }),
  // As the page server's does: the build's server entry is named by its manifest.
  loadServerEntry: async (_remote, m) => {
    if (!('ssrRemoteEntry' in m.metaData)) throw new Error('the manifest names no server entry');
  },
};

describe.each(databases)('releases on $name', (testDb) => {
  let database: DatabaseHandle;
  let registry: ReleaseRegistry;
  let app: ReturnType<typeof createApp>;
  const seeds = Object.fromEntries(
    remotes.map((r) => [r.packageName, `/remotes/${r.packageName}/mf-manifest.json`]),
  ) as ConstructorParameters<typeof ReleaseRegistry>[0]['seeds'];

  const release = (remote: string, manifestUrl: string, token = QUOTES_TOKEN) =>
    postJson(app, `/api/releases/${remote}`, { manifestUrl }, { Authorization: `Bearer ${token}` });
  const rollback = (remote: string, token = QUOTES_TOKEN) =>
    app.request(`/api/releases/${remote}/rollback`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
  const currentQuotes = async () => {
    const res = await app.request('/api/releases', {
      headers: { Authorization: `Bearer ${QUOTES_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { remote: string; current: { manifestUrl: string } }[];
    return list.find((r) => r.remote === 'mfe-quotes')?.current.manifestUrl;
  };

  beforeAll(async () => {
    database = await testDb.open();
    registry = new ReleaseRegistry({ db: database.db, log: createLogger('silent'), seeds });
    app = createApp({
      database,
      log: createLogger('silent'),
      addressOf: (c) => c.req.header('x-test-address') ?? '192.0.2.1',
      releases: {
        registry,
        check: (remote, url) => checkRelease(host, remote, url),
        envTokens: { 'mfe-quotes': QUOTES_TOKEN, 'mfe-content': CONTENT_TOKEN },
      },
    });
  });
  afterAll(() => testDb.close());

  it('seeds each remote with its first release and answers it to a team', async () => {
    expect(await currentQuotes()).toBe('/remotes/mfe-quotes/mf-manifest.json');
    expect(registry.manifestUrls()['mfe-content']).toBe('/remotes/mfe-content/mf-manifest.json');
  });

  it('refuses without a token, with a wrong one (401) and with another remote’s (403), audited', async () => {
    await database.db.delete(auditLog);
    const url = 'https://cdn.example/quotes/v2/mf-manifest.json';
    const none = await postJson(app, '/api/releases/mfe-quotes', { manifestUrl: url });
    expect(none.status).toBe(401);
    expect((await release('mfe-quotes', url, 'not-a-token')).status).toBe(401);
    const other = await release('mfe-quotes', url, CONTENT_TOKEN);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ error: 'This token releases mfe-content only' });
    expect((await rollback('mfe-quotes', CONTENT_TOKEN)).status).toBe(403);
    expect(await currentQuotes()).toBe('/remotes/mfe-quotes/mf-manifest.json');
    const refused = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'release.token-refused'));
    expect(refused.map((r) => r.detail?.reason)).toEqual([
      'no token',
      'wrong token',
      'another remote',
      'another remote',
    ]);
  });

  it('throttles wrong tokens from one address, and not the address next to it', async () => {
    const url = 'https://cdn.example/quotes/v2/mf-manifest.json';
    const headers = (token: string) => ({
      Authorization: `Bearer ${token}`,
      'x-test-address': '198.51.100.7',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await postJson(
        app,
        '/api/releases/mfe-quotes',
        { manifestUrl: url },
        headers('guess'),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const held = await postJson(
      app,
      '/api/releases/mfe-quotes',
      { manifestUrl: url },
      headers(QUOTES_TOKEN),
    );
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await release('mfe-quotes', 'https://cdn.example/quotes/broken/mf-manifest.json')).status,
    ).toBe(422);
    await database.db.delete(rateLimits).where(like(rateLimits.key, 'release-token:%'));
  });

  it.each([
    ['http://127.0.0.1:9/mf-manifest.json', /^reachable: /],
    ['https://cdn.example/quotes/broken/mf-manifest.json', /^parses: /],
    ['https://cdn.example/content/mf-manifest.json', /^remote name: the manifest is mfe_content's/],
    [
      'https://cdn.example/quotes/no-section/mf-manifest.json',
      /^exposes: its pages and home sections need compare-section/,
    ],
    ['https://cdn.example/quotes/no-pages/mf-manifest.json', /^pages: metaData\.site: /],
    [
      'https://cdn.example/quotes/takes-blog/mf-manifest.json',
      /^pages: \/blog is already mfe-content's page/,
    ],
    [
      'https://cdn.example/quotes/react18/mf-manifest.json',
      /^shared react: built with 18\.3\.1, the host has 19\.3\.1/,
    ],
    ['https://cdn.example/quotes/no-server/mf-manifest.json', /^server entry: /],
  ])('refuses %s with 422 naming the problem, and changes nothing', async (url, problem) => {
    await database.db.delete(auditLog);
    const res = await release('mfe-quotes', url);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; problems: string[] };
    expect(body.error).toMatch(/nothing was released/);
    expect(body.problems).toEqual([expect.stringMatching(problem)]);
    expect(await currentQuotes()).toBe('/remotes/mfe-quotes/mf-manifest.json');
    expect(registry.manifestUrls()['mfe-quotes']).toBe('/remotes/mfe-quotes/mf-manifest.json');
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'release.refused'));
    expect(audited?.actor).toBe('team:mfe-quotes');
    expect(audited?.detail?.problems).toEqual(body.problems);
  });

  it('releases a build that fits: 201, current at once, history and audit kept', async () => {
    await database.db.delete(auditLog);
    const res = await release('mfe-quotes', 'https://cdn.example/quotes/v2/mf-manifest.json');
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      remote: 'mfe-quotes',
      manifestUrl: 'https://cdn.example/quotes/v2/mf-manifest.json',
      buildVersion: '1.2.0',
      releasedBy: 'team:mfe-quotes',
      isRollback: false,
    });
    expect(body.manifestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(String(body.activatedAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(registry.manifestUrls()['mfe-quotes']).toBe(
      'https://cdn.example/quotes/v2/mf-manifest.json',
    );
    expect(
      (await release('mfe-quotes', 'https://cdn.example/quotes/v3/mf-manifest.json')).status,
    ).toBe(201);
    const actions = await database.db.select().from(auditLog);
    expect(actions.map((a) => a.action)).toEqual(['release.activate', 'release.activate']);
  });

  it('rolls back step by step, marking each a rollback, and answers 409 at the first release', async () => {
    const first = await rollback('mfe-quotes');
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      manifestUrl: 'https://cdn.example/quotes/v2/mf-manifest.json',
      buildVersion: '1.2.0',
      isRollback: true,
    });
    expect(await currentQuotes()).toBe('https://cdn.example/quotes/v2/mf-manifest.json');
    expect((await rollback('mfe-quotes')).status).toBe(201);
    expect(await currentQuotes()).toBe('/remotes/mfe-quotes/mf-manifest.json');
    const none = await rollback('mfe-quotes');
    expect(none.status).toBe(409);
    expect(await currentQuotes()).toBe('/remotes/mfe-quotes/mf-manifest.json');
    const list = (await registry.list()).find((r) => r.remote === 'mfe-quotes');
    expect(list?.history.map((r) => [r.buildVersion, r.isRollback])).toEqual([
      ['', true],
      ['1.2.0', true],
      ['1.3.0', false],
      ['1.2.0', false],
      ['', false],
    ]);
    expect(list?.canRollBack).toBe(false);
  });

  it('lets a token made by the CLI release its remote; only its hash is stored', async () => {
    const token = await createReleaseToken(database.db, 'mfe-content');
    const stored = await database.db.select().from(releaseTokens);
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await release('mfe-quotes', 'https://cdn.example/content/mf-manifest.json', token)).status,
    ).toBe(403);
    const res = await release('mfe-content', 'https://cdn.example/content/mf-manifest.json', token);
    expect(res.status).toBe(201);
  });

  it('shows the releases to an admin session, not to an agent, and lets an admin roll back', async () => {
    const [admin] = await database.db
      .insert(users)
      .values({ username: 'release-admin', password: 'x', role: 'admin' })
      .returning();
    const [agent] = await database.db
      .insert(users)
      .values({ username: 'release-agent', password: 'x', role: 'agent' })
      .returning();
    const cookie = async (id: number) => `termlens_admin=${await createSession(database.db, id)}`;
    const adminCookie = await cookie(admin?.id ?? 0);
    const agentCookie = await cookie(agent?.id ?? 0);
    expect((await app.request('/api/releases', { headers: { Cookie: adminCookie } })).status).toBe(
      200,
    );
    expect((await app.request('/api/releases', { headers: { Cookie: agentCookie } })).status).toBe(
      403,
    );
    expect(
      (await app.request('/api/admin/releases', { headers: { Cookie: agentCookie } })).status,
    ).toBe(403);
    const asAdmin = (cookieValue: string) =>
      postJson(
        app,
        '/api/admin/releases/mfe-content/rollback',
        {},
        { Cookie: cookieValue, Origin: siteUrl },
      );
    expect((await asAdmin(agentCookie)).status).toBe(403);
    const res = await asAdmin(adminCookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ releasedBy: 'release-admin', isRollback: true });
    expect(registry.manifestUrls()['mfe-content']).toBe('/remotes/mfe-content/mf-manifest.json');
  });
});
