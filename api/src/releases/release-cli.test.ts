import { describe, expect, it } from 'vitest';
import { releaseCommand } from './release-cli';

/** A site that answers as the release API does, recording what the CLI sent. */
function site(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { sent, fetch: fetchStub };
}

function run(args: string[], answer = site(201, {}), env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = releaseCommand(args, {
    env: { RELEASE_TOKEN: 'team-token', ...env },
    fetch: answer.fetch,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return code.then((exit) => ({ exit, out, err, sent: answer.sent }));
}

describe('the release CLI', () => {
  it('posts the manifest URL with the token and prints the release', async () => {
    const answer = site(201, {
      manifestUrl: 'https://cdn.example/q/mf-manifest.json',
      buildVersion: '1.2.0',
      activatedAt: '2026-01-01T00:00:00.000Z',
      isRollback: false,
    });
    const result = await run(
      [
        'release',
        'mfe-quotes',
        'https://cdn.example/q/mf-manifest.json',
        '--site',
        'https://termlens.example/',
      ],
      answer,
    );
    expect(result.exit).toBe(0);
    expect(result.sent[0]?.url).toBe('https://termlens.example/api/releases/mfe-quotes');
    expect(result.sent[0]?.init.headers).toMatchObject({ Authorization: 'Bearer team-token' });
    expect(JSON.parse(String(result.sent[0]?.init.body))).toEqual({
      manifestUrl: 'https://cdn.example/q/mf-manifest.json',
    });
    expect(result.out[0]).toMatch(
      /^mfe-quotes released https:\/\/cdn\.example\/q\/mf-manifest\.json \(build 1\.2\.0\)/,
    );
  });

  it('prints each problem of a refusal and exits non-zero', async () => {
    const answer = site(422, {
      error: 'The build does not fit the site: nothing was released',
      problems: ['exposes: the site needs compare-section', 'shared react: another major'],
    });
    const result = await run(['release', 'mfe-quotes', '/x.json', '--site', 'http://s'], answer);
    expect(result.exit).toBe(1);
    expect(result.err).toEqual([
      'mfe-quotes: 422 The build does not fit the site: nothing was released',
      '  - exposes: the site needs compare-section',
      '  - shared react: another major',
    ]);
  });

  it('rolls back, and fails when there is nothing to roll back to', async () => {
    const done = await run(
      ['rollback', 'mfe-leads', '--site', 'http://s'],
      site(201, { manifestUrl: '/m.json', isRollback: true }),
    );
    expect(done.exit).toBe(0);
    expect(done.sent[0]?.url).toBe('http://s/api/releases/mfe-leads/rollback');
    expect(done.out[0]).toMatch(/^mfe-leads rolled back to \/m\.json/);
    const none = await run(
      ['rollback', 'mfe-leads', '--site', 'http://s'],
      site(409, { error: 'mfe-leads has no previous release to roll back to' }),
    );
    expect(none.exit).toBe(1);
  });

  it.each([
    [['release', 'mfe-quotes', '--site', 'http://s']],
    [['release', 'mfe-nope', '/m.json', '--site', 'http://s']],
    [['rollback', 'mfe-quotes']],
  ])('refuses wrong usage %j without a request', async (args) => {
    const result = await run(args);
    expect(result.exit).toBe(2);
    expect(result.sent).toHaveLength(0);
  });

  it('needs RELEASE_TOKEN', async () => {
    const result = await run(['rollback', 'mfe-quotes', '--site', 'http://s'], site(201, {}), {
      RELEASE_TOKEN: '',
    });
    expect(result.exit).toBe(2);
    expect(result.err[0]).toMatch(/RELEASE_TOKEN/);
  });
});
