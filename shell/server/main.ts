import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiRuntime } from '@termlens/api/api-runtime';
import { readEnv } from '@termlens/api/env';
import { createLogger } from '@termlens/api/lib/logger';
import { serveUntilStopped } from '@termlens/api/serve-until-stopped';
import { contentPageResolvers } from './content-page-resolvers';
import { createSite } from './site';

// The site a visitor gets, on one port: every page, each remote's build, /runtime-config.json
// and the API mounted under /api.
const env = readEnv();
const log = createLogger(env.LOG_LEVEL, { service: 'termlens' });
const webRoot = resolve(process.env.WEB_ROOT ?? fileURLToPath(new URL('../..', import.meta.url)));
const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');

const runtime = await startApiRuntime(env, log, siteUrl);
const site = createSite(runtime.deps, {
  webRoot,
  siteUrl,
  env: process.env,
  pageResolvers: contentPageResolvers(siteUrl),
  serveFrontends: env.NODE_ENV !== 'development',
});
serveUntilStopped(site.fetch, { env, log, runtime });
