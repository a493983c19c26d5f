import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { ensureFirstAdmin } from './admin/users';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed/seed-database';
import { readEnv } from './env';
import { createLogger } from './lib/logger';
import { recordOnlyTransport } from './mail/mail-transport';
import { startMailWorkers } from './mail/mail-workers';
import { smtpTransport } from './mail/smtp-transport';
import { startFeedScheduler } from './news/feed-scheduler';
import { feedList } from './news/ingest-feeds';
import { contentPageResolvers } from './server/content-page-resolvers';
import { createSite } from './server/site';

const env = readEnv();
const log = createLogger(env.LOG_LEVEL, { service: 'termlens' });
const webRoot = resolve(env.WEB_ROOT ?? fileURLToPath(new URL('../..', import.meta.url)));
const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');

const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateDatabase(database, env.DATABASE_URL);
await seedDatabase(database.db);
await ensureFirstAdmin(
  database.db,
  { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
  log,
);

// Live news (beyond spec) only when feeds are configured.
const feeds = feedList(env.NEWS_FEEDS);
const stopFeeds = feeds.length > 0 ? startFeedScheduler(database.db, feeds, log) : () => {};

const smtp = env.SMTP_URL
  ? smtpTransport(env.SMTP_URL, {
      connections: env.MAIL_CONCURRENCY,
      perSecond: env.MAIL_RATE_PER_SECOND,
    })
  : undefined;
const mailWorkers = startMailWorkers({
  db: database.db,
  log,
  transport: smtp ?? recordOnlyTransport,
  from: env.MAIL_FROM,
  siteUrl,
  envSecret: env.SIGNING_SECRET,
  // A second's worth per claim: claimed rows wait at most about a second for the rate.
  batchSize: env.MAIL_RATE_PER_SECOND,
});

const site = createSite(
  {
    database,
    log,
    signingSecret: env.SIGNING_SECRET,
    siteUrl,
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimits: env.RATE_LIMITS === 'on',
  },
  {
    webRoot,
    siteUrl,
    env: process.env,
    pageResolvers: contentPageResolvers(siteUrl),
    serveFrontends: env.NODE_ENV !== 'development',
  },
);
const server = serve({ fetch: site.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info('listening', {
    port: info.port,
    database: database.kind,
    url: siteUrl,
    mail: env.SMTP_URL ? 'smtp' : 'record-only',
  });
});

// Stop taking connections and the mail jobs, let work in flight finish, then close the database.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  stopFeeds();
  log.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await mailWorkers.stop();
    smtp?.close();
    await database.close();
    log.info('stopped', { database: 'closed' });
    clearTimeout(force);
    process.exit(0);
  });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
