import { startApiRuntime } from './api-runtime';
import { createApp } from './app';
import { readEnv } from './env';
import { createLogger } from './lib/logger';
import { serveUntilStopped } from './serve-until-stopped';

// The JSON API on its own, with no front-end build: for the API's team, tools and benches. The
// site a visitor gets (pages, remotes and this API on one port) starts in shell/server/main.ts.
const env = readEnv();
const log = createLogger(env.LOG_LEVEL, { service: 'termlens-api' });
const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
const runtime = await startApiRuntime(env, log, siteUrl);
serveUntilStopped(createApp(runtime.deps).fetch, { env, log, runtime });
