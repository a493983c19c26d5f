import { type AdminUser, newUserInput, userChange } from '@termlens/contracts/lead-operations';
import { rowIdParam } from '@termlens/contracts/storable-text';
import type { UsState } from '@termlens/contracts/us-states';
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminEnv } from '../admin/admin-env';
import { audit } from '../admin/audit';
import { hashPassword } from '../admin/password-hash';
import { adminSessions, leads, users } from '../db/schema';
import { validate } from '../lib/validate';

const openLeads = sql<number>`(
  select count(*)::int from ${leads}
  where ${leads.assignedUserId} = ${users.id} and ${leads.status} not in ('won', 'lost')
)`;

/** Admins and agents: the list, a new one, and changes (states, role, password, deactivation). */
export function adminUserRoutes() {
  return new Hono<AdminEnv>()
    .get('/users', async (c) => {
      const rows = await c.var.db
        .select({
          id: users.id,
          username: users.username,
          role: users.role,
          licensedStates: users.licensedStates,
          isActive: users.isActive,
          openLeads,
          createdAt: users.createdAt,
        })
        .from(users)
        .orderBy(asc(users.username));
      return c.json<AdminUser[]>(
        rows.map((r) => ({
          ...r,
          licensedStates: r.licensedStates as UsState[],
          createdAt: r.createdAt.toISOString(),
        })),
      );
    })
    .post('/users', validate('json', newUserInput), async (c) => {
      const input = c.req.valid('json');
      const password = await hashPassword(input.password);
      const [created] = await c.var.db
        .insert(users)
        .values({
          username: input.username,
          password,
          role: input.role,
          licensedStates: input.licensedStates,
        })
        .onConflictDoNothing({ target: users.username })
        .returning({ id: users.id });
      if (!created) return c.json({ error: 'That username is taken' }, 409);
      await audit(c.var.db, 'user.create', c.var.admin.username, c.var.clientAddress ?? 'unknown', {
        userId: created.id,
        role: input.role,
        licensedStates: input.licensedStates,
      });
      return c.json({ id: created.id }, 201);
    })
    .patch('/users/:id', validate('param', rowIdParam), validate('json', userChange), async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      if (id === c.var.admin.userId && (change.isActive === false || change.role === 'agent')) {
        return c.json({ error: 'You cannot deactivate or demote yourself' }, 409);
      }
      const db = c.var.db;
      const [updated] = await db
        .update(users)
        .set({
          role: change.role,
          licensedStates: change.licensedStates,
          isActive: change.isActive,
          password: change.password === undefined ? undefined : await hashPassword(change.password),
        })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (!updated) return c.json({ error: 'User not found' }, 404);
      // A new password or a deactivation ends the user's sessions at once.
      if (change.password !== undefined || change.isActive === false) {
        await db.delete(adminSessions).where(eq(adminSessions.userId, id));
      }
      const { password, ...changed } = change;
      await audit(db, 'user.update', c.var.admin.username, c.var.clientAddress ?? 'unknown', {
        userId: id,
        ...changed,
        passwordChanged: password !== undefined,
      });
      return c.body(null, 204);
    });
}
