import { randomUUID } from 'node:crypto';
import type { SitePage } from '@termlens/contracts/site-pages';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import type { DatabaseHandle } from './db/client';
import { accessLog } from './lib/access-log';
import { clientAddress } from './lib/client-info';
import { handleError } from './lib/error-handler';
import type { Logger } from './lib/logger';
import type { Releases } from './releases/releases';
import { adminRoutes } from './routes/admin';
import { blogRoutes } from './routes/blog';
import { contactRoutes } from './routes/contact';
import { dataRequestRoutes } from './routes/data-requests';
import { emailCourseRoutes } from './routes/email-course';
import { healthRoutes } from './routes/health';
import { leadRoutes } from './routes/leads';
import { newsRoutes } from './routes/news';
import { newsletterRoutes } from './routes/newsletter';
import { quoteRoutes } from './routes/quotes';
import { releaseRoutes } from './routes/releases';
import { resourceRoutes } from './routes/resources';
import { sitePageRoutes } from './routes/site-pages';
import { unsubscribeRoutes } from './routes/unsubscribe';
import { vitalsRoutes } from './routes/vitals';

export interface AppDeps {
  database: DatabaseHandle;
  log: Logger;
  /** SIGNING_SECRET; without it a generated secret is kept in app_settings */
  signingSecret?: string;
  /** the public origin (SITE_URL): links in emails, and state-changing requests must come from it or the host */
  siteUrl?: string;
  /** TRUST_PROXY=true: take the caller's address from the proxy's X-Forwarded-For hop */
  trustProxy?: boolean;
  /** per-address rate limits; off only for benchmarks and fuzz tests */
  rateLimits?: boolean;
  /**
   * How the caller's address is found. Tests pass one, since app.request() has no socket;
   * main.ts never does, so nothing a client sends can choose it.
   */
  addressOf?: (c: Context) => string | null;
  /** LEAD_WEBHOOK_URL is set: new leads are queued for delivery to the partner */
  partnerDelivery?: boolean;
  /** the release registry and checks, from the page server that serves the remotes */
  releases?: Releases;
  /**
   * every page of the site, from the page server: the shell's and what the remotes' current
   * releases publish; the API alone knows none
   */
  sitePages?: () => Promise<SitePage[]>;
}

/** The API: every route under /api, one error handler, JSON 404 for unknown API paths. */
export function createApp({
  database,
  log,
  signingSecret,
  siteUrl,
  trustProxy = false,
  rateLimits = true,
  addressOf = (c) => clientAddress(c, trustProxy),
  partnerDelivery = false,
  releases,
  sitePages,
}: AppDeps) {
  const policy = {
    allowedOrigins: siteUrl ? [new URL(siteUrl).origin] : [],
    rateLimits,
  };
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('db', database.db);
    c.set('log', log.child({ requestId }));
    c.set('clientAddress', addressOf(c));
    c.set('policy', policy);
    c.header('X-Request-Id', requestId);
    await next();
  });
  app.use('*', accessLog());
  const api = new Hono<AppEnv>()
    .route('/health', healthRoutes(database))
    .route('/quotes', quoteRoutes())
    .route('/leads', leadRoutes({ deliverToPartner: partnerDelivery }))
    .route('/contact', contactRoutes())
    .route('/data-requests', dataRequestRoutes())
    .route('/news', newsRoutes())
    .route('/blog', blogRoutes())
    .route('/resources', resourceRoutes({ signingSecret, siteUrl }))
    .route('/email-course', emailCourseRoutes())
    .route('/newsletter', newsletterRoutes())
    .route('/admin', adminRoutes({ siteUrl, releases }))
    .route('/releases', releaseRoutes(releases))
    .route('/site', sitePageRoutes(sitePages))
    .route('/unsubscribe', unsubscribeRoutes(signingSecret))
    .route('/vitals', vitalsRoutes(sitePages));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  return app;
}
