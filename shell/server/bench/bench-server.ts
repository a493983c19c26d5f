// The server `pnpm bench:api` loads: the site exactly as production serves it (createSite:
// security headers, compression, request ids, access log, the pages rendered from the builds of
// `pnpm build`), through the same process runner as `pnpm start` (WEB_CONCURRENCY applies), with
// a bare JSON route beside it as the yardstick.
import { resolve } from 'node:path';
import { runServer } from '@termlens/api/run-server';
import { Hono } from 'hono';
import { createSite } from '../site';

await runServer({
  service: 'termlens-bench',
  handler: (runtime, siteUrl) =>
    new Hono()
      .get('/bare', (c) => c.json({ ok: true }))
      .route(
        '/',
        createSite(runtime.deps, {
          webRoot: resolve(import.meta.dirname, '../../..'),
          siteUrl,
          env: {},
        }),
      ).fetch,
});
