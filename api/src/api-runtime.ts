import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFirstAdmin } from './admin/users';
import type { AppDeps } from './app';
import { type DatabaseHandle, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed/seed-database';
import type { Env } from './env';
import { leadOnePerDatabase } from './lib/job-leader';
import type { Logger } from './lib/logger';
import { recordOnlyTransport } from './mail/mail-transport';
import { startMailWorkers } from './mail/mail-workers';
import { smtpTransport } from './mail/smtp-transport';
import { startFeedScheduler } from './news/feed-scheduler';
import { feedList } from './news/ingest-feeds';
import { startDeliveryWorker } from './partners/delivery-worker';
import { poolSize } from './process-count';

/** A relative DATA_DIR is read from the API package's folder, whoever starts the process. */
const apiDir = fileURLToPath(new URL('..', import.meta.url));

export interface ApiRuntime {
  /** what createApp needs */
  deps: AppDeps;
  /** whether emails leave the machine */
  mail: 'smtp' | 'record-only';
  /** stops the background jobs and mail, then closes the database */
  stop(): Promise<void>;
}

/** The database the environment names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export function openEnvDatabase(env: Env): DatabaseHandle {
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : resolve(apiDir, env.DATA_DIR),
    poolSize: poolSize(env),
  });
}

/** Migrated, seeded and with a first admin: done once before any process takes a request. */
export async function prepareDatabase(database: DatabaseHandle, env: Env, log: Logger) {
  await migrateDatabase(database, env.DATABASE_URL);
  await seedDatabase(database.db);
  await ensureFirstAdmin(
    database.db,
    { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    log,
  );
}

/**
 * Everything the API needs before it takes a request: the database (prepared here unless a
 * parent process already did), and the background jobs (news feeds, outbox, course lessons,
 * partner deliveries), run by whichever process on the database leads. Both the API on its own
 * (`api/src/main.ts`) and the whole site (`shell/server/main.ts`) start through here.
 */
export async function startApiRuntime(
  env: Env,
  log: Logger,
  siteUrl: string,
  { prepared = false } = {},
): Promise<ApiRuntime> {
  const database = openEnvDatabase(env);
  if (!prepared) await prepareDatabase(database, env, log);

  const smtp = env.SMTP_URL
    ? smtpTransport(env.SMTP_URL, {
        connections: env.MAIL_CONCURRENCY,
        perSecond: env.MAIL_RATE_PER_SECOND,
      })
    : undefined;
  const webhook =
    env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
      ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }
      : undefined;
  const jobs = leadOnePerDatabase(database, env.DATABASE_URL, log, () => {
    // Live news (beyond the seeded articles) only when feeds are configured.
    const feeds = feedList(env.NEWS_FEEDS);
    const stopFeeds = feeds.length > 0 ? startFeedScheduler(database.db, feeds, log) : () => {};
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
    const delivery = webhook && startDeliveryWorker({ db: database.db, log, ...webhook });
    return async () => {
      stopFeeds();
      await mailWorkers.stop();
      await delivery?.stop();
    };
  });

  return {
    mail: smtp ? 'smtp' : 'record-only',
    deps: {
      database,
      log,
      signingSecret: env.SIGNING_SECRET,
      siteUrl,
      trustProxy: env.TRUST_PROXY === 'true',
      rateLimits: env.RATE_LIMITS === 'on',
      partnerDelivery: webhook !== undefined,
    },
    async stop() {
      await jobs.stop();
      smtp?.close();
      await database.close();
    },
  };
}
