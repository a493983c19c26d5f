import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@termlens/api/db/client';
import { createLogger } from '@termlens/api/lib/logger';
import { afterAll, describe, expect, it } from 'vitest';
import { paintFirstLoaderHash } from './paint-first';
import { buildRuntimeConfig } from './runtime-config';
import { contentSecurityPolicy, remoteOrigins } from './security-headers';
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

  it.each([
    '/api/health',
    '/api/no-such-thing',
    '/runtime-config.json',
    '/static/app.js',
    '/remotes/mfe-quotes/missing.js',
  ])('are on %s', async (path) => {
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
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows only the absolute remote origins, never a same-origin path', () => {
    const config = buildRuntimeConfig({
      REMOTE_MFE_QUOTES_URL: 'http://127.0.0.1:4001/mf-manifest.json',
      REMOTE_MFE_LEADS_URL: '/remotes/elsewhere/mf-manifest.json',
    });
    expect(remoteOrigins(config)).toEqual(['http://127.0.0.1:4001']);
    expect(contentSecurityPolicy([])).toContain(`script-src 'self' ${paintFirstLoaderHash};`);
  });
});
