import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitRule {
  /** the key prefix: one counter per rule and address */
  name: string;
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;

/** Every per-address limit of the site, in one place so they can be reviewed together. */
export const rateLimitRules = {
  leads: { name: 'leads', max: 10, windowSeconds: 10 * MINUTE },
  contact: { name: 'contact', max: 5, windowSeconds: 10 * MINUTE },
  dataRequests: { name: 'data-requests', max: 5, windowSeconds: 60 * MINUTE },
  downloads: { name: 'downloads', max: 30, windowSeconds: 10 * MINUTE },
  course: { name: 'course', max: 5, windowSeconds: 10 * MINUTE },
  newsletter: { name: 'newsletter', max: 5, windowSeconds: 10 * MINUTE },
  signIn: { name: 'sign-in', max: 10, windowSeconds: 15 * MINUTE },
  // A visitor refining a price sends one per change of answers; a script pricing health profiles
  // in bulk is held back.
  estimates: { name: 'estimates', max: 60, windowSeconds: 10 * MINUTE },
  // One beacon per page hide; a visitor switching tabs often sends a few a minute.
  vitals: { name: 'vitals', max: 60, windowSeconds: 10 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * A throttle: the first `free` hits of a run pass at once; after that each hit must come a delay
 * after the previous passing one, the delay doubling from `firstDelaySeconds` up to
 * `maxDelaySeconds`. Refused hits do not count. A run ends after a window without a passing hit.
 */
export interface ThrottleRule {
  name: string;
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

/**
 * The sign-in throttle, on top of the per-address limit: password checks, each counted before it
 * is made. Once a flood has run a few minutes, all its addresses together get one check of a
 * username per 3 minutes, as many as the pair's lock leaves one address, and nobody is locked out.
 */
export const signInThrottleRules = {
  // One username from one address: a delay as long as the window is a lock until the run ends.
  pair: {
    name: 'sign-in-pair',
    free: 5,
    firstDelaySeconds: 15 * MINUTE,
    maxDelaySeconds: 15 * MINUTE,
    windowSeconds: 15 * MINUTE,
  },
  // One username from every address it has not signed in from lately: slowed, never locked.
  username: {
    name: 'sign-in-username',
    free: 5,
    firstDelaySeconds: 1,
    maxDelaySeconds: 3 * MINUTE,
    windowSeconds: 15 * MINUTE,
  },
} satisfies Record<string, ThrottleRule>;

/**
 * Release tokens presented from one address: a pipeline with the right token never comes near
 * it; guessing one is held to a try per 15 minutes after five wrong ones.
 */
export const releaseTokenThrottleRule = {
  name: 'release-token',
  free: 5,
  firstDelaySeconds: MINUTE,
  maxDelaySeconds: 15 * MINUTE,
  windowSeconds: 15 * MINUTE,
} satisfies ThrottleRule;

/** The longest window of any rule: a counter older than that can never count again. */
const LONGEST_WINDOW_SECONDS = Math.max(
  ...[
    ...Object.values(rateLimitRules),
    ...Object.values(signInThrottleRules),
    releaseTokenThrottleRule,
  ].map((rule) => rule.windowSeconds),
);

/**
 * One hit in this many, per process, also deletes the expired counters, so `rate_limits` holds
 * about one window's worth of addresses instead of every address ever seen.
 */
export const PRUNE_EVERY = 100;
let hitsSincePrune = 0;

/** Deletes every counter whose window has ended for every rule; answers how many went. */
export async function pruneRateLimits(db: Database): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(
      sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`,
    )
    .returning({ key: rateLimits.key });
  return gone.length;
}

export interface RateLimitResult {
  allowed: boolean;
  /** seconds until a refused hit would pass */
  retryAfter: number;
}

/**
 * Counts one hit in a fixed window. One atomic upsert in the database, so the count is global
 * across processes and a race between two requests cannot lose a hit. The database's clock
 * decides the window, so processes with skewed clocks still agree.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  address: string,
): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${rateLimits.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.name}:${address}`, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowStartedAt} + ${window} - now())))::int`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  await maybePrune(db);
  return { allowed: row.count <= rule.max, retryAfter: Number(row.retryAfter) };
}

/**
 * Counts a hit towards the next prune. Outside any transaction: pruning deletes rows another
 * request may hold, and holding them too could deadlock.
 */
export async function maybePrune(db: Database): Promise<void> {
  hitsSincePrune += 1;
  if (hitsSincePrune >= PRUNE_EVERY) {
    hitsSincePrune = 0;
    await pruneRateLimits(db);
  }
}

const throttleKey = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}`;

/**
 * Takes one hit of a throttle if it may pass now. The upsert only changes the row when the hit
 * passes and locks it meanwhile, so concurrent hits, in any process, pass one at a time and
 * never more than the rule allows. `windowStartedAt` is the last passing hit: every pass starts
 * the window again. Call `maybePrune` once the caller's transaction, if any, is over.
 */
export async function hitThrottle(
  db: Database,
  rule: ThrottleRule,
  subject: string,
): Promise<RateLimitResult> {
  const key = throttleKey(rule, subject);
  const runEnded = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const delay = sql`make_interval(secs => least(${rule.firstDelaySeconds} * power(2, greatest(${rateLimits.count} - ${rule.free}, 0)), ${rule.maxDelaySeconds}))`;
  const passed = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${runEnded} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`now()`,
      },
      setWhere: sql`${runEnded} or ${rateLimits.count} < ${rule.free} or ${rateLimits.windowStartedAt} + ${delay} <= now()`,
    })
    .returning({ key: rateLimits.key });
  if (passed.length > 0) return { allowed: true, retryAfter: 0 };
  const [held] = await db
    .select({
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowStartedAt} + ${delay} - now())))::int`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return { allowed: false, retryAfter: Number(held?.retryAfter ?? 1) };
}

/** Starts a throttle's run over, as if it had never been hit. */
export async function resetThrottle(
  db: Database,
  rule: ThrottleRule,
  subject: string,
): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, throttleKey(rule, subject)));
}
