import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@termlens/api/db/client';
import { createLogger } from '@termlens/api/lib/logger';
import { afterAll, describe, expect, it } from 'vitest';
import { paintFirstLoaderHash } from './paint-first';
import { seedManifestUrls } from './runtime-config';
import { contentSecurityPolicy, dataPolicy, remoteOrigins } from './security-headers';
import { createSite } from './site';

// These paths never reach the database: a handle that only answers ping is enough.
const database = { db: {}, kind: 'pglite', ping: async () => true, close: async () => {} };

function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'termlens-headers-'));
  mkdirSync(join(root, 'shell', 'dist', 'static'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(root, 'shell', 'dist', 'static', 'app.js'), 'console.log(1)');
  return root;
}

describe('security headers', () => {
  const root = webRoot();
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const site = createSite(
    { database: database as unknown as DatabaseHandle, log: createLogger('silent') },
    {
      webRoot: root,
      siteUrl: 'https://termlens.example',
      env: { REMOTE_MFE_CONTENT_URL: 'https://cdn.example:8443/content/mf-manifest.json' },
    },
  );

  const everyAnswer = (res: Response) => {
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  };

  it.each(['/', '/static/app.js', '/remotes/mfe-quotes/missing.js'])(
    'are on %s, with the document policy',
    async (path) => {
      const res = await site.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' ${paintFirstLoaderHash} https://cdn.example:8443;`);
      expect(csp).toContain("connect-src 'self' https://cdn.example:8443;");
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      everyAnswer(res);
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    },
  );

  it.each(['/api/health', '/api/no-such-thing', '/runtime-config.json'])(
    'are on %s, with the stricter policy of an answer that is never a document',
    async (path) => {
      const res = await site.request(path);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-security-policy')).toBe(dataPolicy);
      everyAnswer(res);
      expect(res.headers.get('permissions-policy')).toBeNull();
    },
  );

  it('allows only the absolute remote origins, never a same-origin path', () => {
    const remotes = seedManifestUrls({
      REMOTE_MFE_QUOTES_URL: 'http://127.0.0.1:4001/mf-manifest.json',
      REMOTE_MFE_LEADS_URL: '/remotes/elsewhere/mf-manifest.json',
    });
    expect(remoteOrigins({ remotes })).toEqual(['http://127.0.0.1:4001']);
    expect(contentSecurityPolicy([])).toContain(`script-src 'self' ${paintFirstLoaderHash};`);
  });
});
