import type { AdminContactMessage, AdminOutboxEmail } from '@termlens/contracts/admin';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminEnv } from '../admin/admin-env';
import { contactMessages, emailOutbox } from '../db/schema';

const LIMIT = 200;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The newest contact messages and outgoing emails. */
export function adminInboxRoutes() {
  return new Hono<AdminEnv>()
    .get('/contact-messages', async (c) => {
      const rows = await c.var.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(LIMIT);
      return c.json<AdminContactMessage[]>(
        rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          phone: r.phone,
          subject: r.subject,
          message: r.message,
          createdAt: r.createdAt.toISOString(),
        })),
      );
    })
    .get('/outbox', async (c) => {
      const rows = await c.var.db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(LIMIT);
      return c.json<AdminOutboxEmail[]>(
        rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          to: r.to,
          subject: r.subject,
          status: r.status,
          attempts: r.attempts,
          lastError: r.lastError,
          sentAt: iso(r.sentAt),
          createdAt: r.createdAt.toISOString(),
        })),
      );
    });
}
