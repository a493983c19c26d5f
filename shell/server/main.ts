import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServer } from '@termlens/api/run-server';
import { createSite } from './site';

// The site a visitor gets, on one port: every page, each remote's build, /runtime-config.json
// and the API mounted under /api.
const webRoot = resolve(process.env.WEB_ROOT ?? fileURLToPath(new URL('../..', import.meta.url)));

await runServer({
  service: 'termlens',
  handler: (runtime, siteUrl) =>
    createSite(runtime.deps, {
      webRoot,
      siteUrl,
      env: process.env,
      serveFrontends: process.env.NODE_ENV !== 'development',
    }).fetch,
});
