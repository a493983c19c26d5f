import type { OutboxStatus } from '@termlens/contracts/admin';
import type {
  DeliveryStatus,
  LeadEventKind,
  LeadStatus,
  UserRole,
} from '@termlens/contracts/lead-operations';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Column names are snake_case in the database (drizzle `casing`), camelCase in TypeScript,
// except the utm_* fields, which the JSON bodies spell that way too.

const createdAt = () => timestamp({ withTimezone: true }).defaultNow().notNull();

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const utm = () => ({
  utm_source: text(),
  utm_medium: text(),
  utm_campaign: text(),
});

export const users = pgTable('users', {
  id: serial().primaryKey(),
  username: text().notNull().unique(),
  /** scrypt hash in the form `scrypt$N$r$p$salt$hash`, never a plain password */
  password: text().notNull(),
  role: text().$type<UserRole>().notNull().default('admin'),
  /** an agent's USPS state codes; new leads from these states may be assigned to them */
  licensedStates: jsonb().$type<string[]>().notNull().default([]),
  /** a deactivated user cannot sign in and gets no new leads */
  isActive: boolean().notNull().default(true),
  /** when this agent last got a lead on arrival: round-robin picks the one waiting longest */
  lastAssignedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const leads = pgTable(
  'leads',
  {
    id: serial().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    dateOfBirth: text().notNull(),
    zipCode: text(),
    coverageAmount: integer(),
    termLength: integer(),
    primaryConcern: text(),
    age: integer(),
    smoker: boolean().notNull().default(false),
    marketingOptIn: boolean().notNull().default(false),
    // The quote picked on /compare when the lead came from /apply, as the engine confirmed it;
    // all null otherwise.
    selectedCompanyName: text(),
    selectedMonthlyPremium: numeric({ precision: 10, scale: 2, mode: 'number' }),
    selectedCoverageAmount: integer(),
    selectedTermLength: integer(),
    selectedAmBestRating: text(),
    ...utm(),
    status: text().$type<LeadStatus>().notNull().default('new'),
    lostReason: text(),
    /** USPS code from the ZIP code at arrival; null when the ZIP maps to no state */
    state: text(),
    assignedUserId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** the earlier lead this one repeats (same person within 30 days); null for an original */
    duplicateOfId: integer().references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    /** the email and phone as duplicates are matched on (lead-intake.ts) */
    emailKey: text(),
    phoneKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_created_at_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status, t.createdAt),
    index('leads_assigned_idx').on(t.assignedUserId, t.createdAt),
    index('leads_email_key_idx').on(t.emailKey, t.createdAt),
    index('leads_phone_key_idx').on(t.phoneKey, t.createdAt),
    index('leads_email_idx').on(t.email),
    // Prefix search for the admin (lead-search.ts): text_pattern_ops serves `like 'x%'` in any
    // collation; pg_trgm, which a substring search would need, is not in PGlite.
    index('leads_email_search_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('leads_first_name_search_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('leads_last_name_search_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('leads_full_name_search_idx').on(
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`,
    ),
    index('leads_zip_search_idx').on(sql`lower(${t.zipCode}) text_pattern_ops`),
  ],
);

/** Evidence of each consent a visitor gave or refused with a lead: what they saw, when, where. */
export const leadConsents = pgTable(
  'lead_consents',
  {
    id: serial().primaryKey(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    granted: boolean().notNull(),
    text: text().notNull(),
    version: text().notNull(),
    ip: text(),
    userAgent: text(),
    pageUrl: text(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_consents_lead_idx').on(t.leadId)],
);

/** A lead's timeline: arrival, status changes, assignments, notes and follow-up emails. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: serial().primaryKey(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text().$type<LeadEventKind>().notNull(),
    /** the username who did it; null when the site did it on its own */
    actor: text(),
    fromStatus: text().$type<LeadStatus>(),
    toStatus: text().$type<LeadStatus>(),
    /** a note's text, a lost reason, an assignee's username or a follow-up template */
    text: text(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * One webhook delivery per lead to the partner. Claimed with `for update skip locked`, so
 * several API processes send each one once; the claim's lease frees a row whose process died.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: serial().primaryKey(),
    leadId: integer()
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** sent with every try, so the partner can tell a retry from a new lead */
    idempotencyKey: text().notNull().unique(),
    status: text().$type<DeliveryStatus>().notNull().default('pending'),
    /** tries since it was queued or last retried by hand */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    /** when the current claim started; null when no process holds it */
    claimedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('lead_deliveries_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Every try of a delivery: when, how long, and the answer or the failure (never the body). */
export const leadDeliveryAttempts = pgTable(
  'lead_delivery_attempts',
  {
    id: serial().primaryKey(),
    deliveryId: integer()
      .notNull()
      .references(() => leadDeliveries.id, { onDelete: 'cascade' }),
    httpStatus: integer(),
    error: text(),
    durationMs: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_delivery_attempts_delivery_idx').on(t.deliveryId, t.createdAt)],
);

/** Illustrative carriers and the pricing parameters the quote engine reads (beyond spec). */
export const carriers = pgTable('carriers', {
  id: text().primaryKey(),
  companyName: text().notNull(),
  amBestRating: text().notNull(),
  applicationUrl: text().notNull(),
  features: jsonb().$type<string[]>().notNull().default([]),
  pricing: jsonb().$type<Record<string, unknown>>().notNull(),
  /** the class criteria the health check reads; null when the carrier never gave them */
  underwriting: jsonb().$type<Record<string, unknown>>(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/** Carrier product offerings: company, rating, application link, features. */
export const quotes = pgTable('quotes', {
  id: serial().primaryKey(),
  carrierId: text().references(() => carriers.id, { onDelete: 'cascade' }),
  companyName: text().notNull(),
  monthlyPremium: numeric({ precision: 10, scale: 2 }).notNull(),
  annualPremium: numeric({ precision: 10, scale: 2 }).notNull(),
  amBestRating: text().notNull(),
  coverageAmount: integer().notNull(),
  termLength: integer().notNull(),
  applicationUrl: text().notNull(),
  companyLogo: text(),
  features: jsonb().$type<string[]>().notNull().default([]),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    summary: text(),
    content: text(),
    category: text().notNull(),
    author: text(),
    publishedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    url: text(),
    imageUrl: text(),
    /** where an ingested item came from; null for articles written here */
    source: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('news_articles_url_idx').on(t.url),
    index('news_articles_published_idx').on(t.publishedAt),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    excerpt: text(),
    content: text().notNull(),
    category: text().notNull(),
    author: text().notNull(),
    metaTitle: text(),
    metaDescription: text(),
    imageUrl: text(),
    readTime: integer(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    publishedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    isPublished: boolean().notNull().default(false),
  },
  (t) => [index('blog_posts_published_idx').on(t.isPublished, t.publishedAt)],
);

export const downloadResources = pgTable('download_resources', {
  id: serial().primaryKey(),
  title: text().notNull(),
  description: text(),
  fileUrl: text().notNull(),
  fileType: text().notNull(),
  fileSize: text(),
  pages: integer(),
  category: text(),
  downloadCount: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

export const resourceDownloads = pgTable(
  'resource_downloads',
  {
    id: serial().primaryKey(),
    resourceId: integer()
      .notNull()
      .references(() => downloadResources.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    ...utm(),
    downloadedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('resource_downloads_email_idx').on(t.email)],
);

export const emailCourseSubscribers = pgTable('email_course_subscribers', {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  firstName: text().notNull(),
  subscribedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  isActive: boolean().notNull().default(true),
  currentDay: integer().notNull().default(1),
  lastEmailSent: timestamp({ withTimezone: true }),
  ...utm(),
});

/** One row per lesson delivered: the unique key is what makes each lesson go out once. */
export const courseDeliveries = pgTable(
  'course_deliveries',
  {
    id: serial().primaryKey(),
    subscriberId: integer()
      .notNull()
      .references(() => emailCourseSubscribers.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('course_deliveries_once_idx').on(t.subscriberId, t.day)],
);

/** Blog newsletter sign-ups. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  isActive: boolean().notNull().default(true),
  ...utm(),
  subscribedAt: createdAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text().notNull(),
    message: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial().primaryKey(),
    /** the public id shown to the requester, `DSR-<timestamp>`, suffixed when one is taken */
    requestId: text().notNull().unique(),
    fullName: text().notNull(),
    email: text().notNull(),
    requestType: text().notNull(),
    description: text().notNull(),
    status: text().notNull().default('received'),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    verificationFileName: text(),
    verificationFileType: text(),
    verificationFile: bytea(),
    resolution: text(),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('data_requests_status_idx').on(t.status, t.dueAt)],
);

export const adminSessions = pgTable('admin_sessions', {
  id: serial().primaryKey(),
  /** SHA-256 of the session token; the token itself only ever lives in the cookie */
  tokenHash: text().notNull().unique(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: text().$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    action: text().notNull(),
    actor: text(),
    ip: text(),
    detail: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_action_idx').on(t.action, t.createdAt)],
);

/** Counters shared by every API process: the per-address rate limits and the sign-in throttle. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Settings every process must agree on, such as the generated signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: createdAt(),
});

/** Real-user metrics sent with analytics consent; rows older than 30 days are pruned. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    value: numeric({ precision: 12, scale: 3, mode: 'number' }).notNull(),
    rating: text().notNull(),
    /** the page's path pattern, never the visited URL */
    route: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('web_vitals_route_idx').on(t.route, t.name, t.createdAt),
    // The 7-day summary and the pruning both range over created_at alone.
    index('web_vitals_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Every release of every remote, in the order they became current: the newest row of a remote
 * (highest `seq`) is its current release. `seq` is unique per remote, so two releases racing
 * for the same remote cannot both become current. `previousId` is the release this one replaced,
 * the one a rollback returns to.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial().primaryKey(),
    remote: text().notNull(),
    seq: integer().notNull(),
    manifestUrl: text().notNull(),
    buildVersion: text().notNull().default(''),
    manifestHash: text().notNull().default(''),
    releasedBy: text().notNull(),
    isRollback: boolean().notNull().default(false),
    previousId: integer().references((): AnyPgColumn => remoteReleases.id),
    activatedAt: createdAt(),
  },
  (t) => [uniqueIndex('remote_releases_remote_seq_idx').on(t.remote, t.seq)],
);

/** Release tokens made by `pnpm release:token`: only a hash, each for one remote. */
export const releaseTokens = pgTable('release_tokens', {
  id: serial().primaryKey(),
  remote: text().notNull(),
  tokenHash: text().notNull().unique(),
  createdAt: createdAt(),
});

/**
 * One counter per kind of content the site shows (blog, news, resources, carriers), raised by a
 * trigger in the same transaction as any write to its table: every server process compares
 * these to decide whether the answers and pages it keeps are still current.
 */
export const contentVersions = pgTable('content_versions', {
  topic: text().primaryKey(),
  version: integer().notNull(),
});
