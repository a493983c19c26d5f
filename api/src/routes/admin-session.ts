import { type AdminIdentity, signInRequest } from '@termlens/contracts/admin';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AdminEnv } from '../admin/admin-env';
import { audit } from '../admin/audit';
import { hashForUnknownUser, verifyPassword } from '../admin/password-hash';
import { requireSession } from '../admin/request-guards';
import { createSession, deleteSession, SESSION_COOKIE, touchSession } from '../admin/sessions';
import {
  forgetPairFailures,
  reserveSignInCheck,
  type SignInRefusal,
} from '../admin/sign-in-throttle';
import { users } from '../db/schema';
import { rateLimited } from '../lib/public-post';
import { rateLimitRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';

// No Max-Age or Expires: the cookie ends with the browser session; the server ends it sooner.
const cookieOptions = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' } as const;

const refusals = {
  locked: { action: 'admin.sign-in.locked', error: 'Too many failed sign-ins.' },
  delayed: {
    action: 'admin.sign-in.delayed',
    error: 'Too many failed sign-ins for this username.',
  },
} as const satisfies Record<SignInRefusal['reason'], object>;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "45 seconds", "15 minutes": a delay reads in seconds, a lock in whole minutes. */
const waitText = (seconds: number) =>
  seconds < 60 ? count(seconds, 'second') : count(Math.ceil(seconds / 60), 'minute');

/**
 * Sign-in, who-am-I and sign-out. Sign-in checks the address limit first: one upsert, where the
 * throttle, the password hash and the audit rows cost far more to a password guesser.
 */
export function adminSessionRoutes() {
  return new Hono<AdminEnv>()
    .post('/', rateLimited(rateLimitRules.signIn), validate('json', signInRequest), async (c) => {
      const { username, password } = c.req.valid('json');
      const db = c.var.db;
      const ip = c.var.clientAddress ?? 'unknown';
      const refusal = await reserveSignInCheck(db, username, ip);
      if (refusal) {
        const { action, error } = refusals[refusal.reason];
        const { retryAfterSeconds } = refusal;
        await audit(db, action, username, ip);
        c.header('Retry-After', String(retryAfterSeconds));
        return c.json(
          { error: `${error} Try again in ${waitText(retryAfterSeconds)}.`, retryAfterSeconds },
          429,
        );
      }
      const [user] = await db
        .select({ id: users.id, password: users.password, isActive: users.isActive })
        .from(users)
        .where(eq(users.username, username));
      const valid = await verifyPassword(password, user?.password ?? (await hashForUnknownUser()));
      // A deactivated user is answered like a wrong password: nothing tells a guesser apart.
      if (!user || !valid || !user.isActive) {
        await audit(db, 'admin.sign-in.failed', username, ip, { username });
        return c.json({ error: 'Invalid password' }, 401);
      }
      await forgetPairFailures(db, username, ip);
      const token = await createSession(db, user.id);
      await audit(db, 'admin.sign-in', username, ip);
      setCookie(c, SESSION_COOKIE, token, cookieOptions);
      return c.body(null, 204);
    })
    .get('/', requireSession, (c) =>
      c.json<AdminIdentity>({ username: c.var.admin.username, role: c.var.admin.role }),
    )
    .delete('/', async (c) => {
      const token = getCookie(c, SESSION_COOKIE);
      const session = token ? await touchSession(c.var.db, token) : null;
      if (token) await deleteSession(c.var.db, token);
      if (session)
        await audit(c.var.db, 'admin.sign-out', session.username, c.var.clientAddress ?? 'unknown');
      deleteCookie(c, SESSION_COOKIE, cookieOptions);
      return c.body(null, 204);
    });
}
