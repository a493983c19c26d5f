import {
  type AdminDataRequest,
  type DataRequestStatus,
  dataRequestStatusChange,
  nextStatuses,
} from '@termlens/contracts/admin';
import { rowIdParam } from '@termlens/contracts/storable-text';
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminEnv } from '../admin/admin-env';
import { audit } from '../admin/audit';
import { describeErasure, fulfilErasure } from '../admin/erasure';
import { dataRequests } from '../db/schema';
import { validate } from '../lib/validate';

const idParam = validate('param', rowIdParam);
const open = (status: string) => status !== 'completed' && status !== 'rejected';

const columns = {
  id: dataRequests.id,
  requestId: dataRequests.requestId,
  fullName: dataRequests.fullName,
  email: dataRequests.email,
  requestType: dataRequests.requestType,
  description: dataRequests.description,
  status: dataRequests.status,
  dueAt: dataRequests.dueAt,
  hasVerificationFile: sql<boolean>`${dataRequests.verificationFile} is not null`,
  resolution: dataRequests.resolution,
  completedAt: dataRequests.completedAt,
  createdAt: dataRequests.createdAt,
};

/** The privacy request queue: open requests first, soonest due first. */
export function adminDataRequestRoutes() {
  return new Hono<AdminEnv>()
    .get('/data-requests', async (c) => {
      const rows = await c.var.db
        .select(columns)
        .from(dataRequests)
        .orderBy(
          sql`case when ${dataRequests.status} in ('completed', 'rejected') then 1 else 0 end`,
          asc(dataRequests.dueAt),
        )
        .limit(500);
      const now = Date.now();
      return c.json<AdminDataRequest[]>(
        rows.map((r) => ({
          ...r,
          status: r.status as DataRequestStatus,
          dueAt: r.dueAt.toISOString(),
          overdue: open(r.status) && r.dueAt.getTime() < now,
          completedAt: r.completedAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
      );
    })
    .patch('/data-requests/:id', idParam, validate('json', dataRequestStatusChange), async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const db = c.var.db;
      const [request] = await db
        .select({ status: dataRequests.status })
        .from(dataRequests)
        .where(eq(dataRequests.id, id));
      if (!request) return c.json({ error: 'Request not found' }, 404);
      const from = request.status as DataRequestStatus;
      if (!nextStatuses[from]?.includes(status)) {
        return c.json({ error: `A ${from} request cannot become ${status}` }, 409);
      }
      await db
        .update(dataRequests)
        .set({ status, completedAt: status === 'completed' ? sql`now()` : null })
        .where(eq(dataRequests.id, id));
      await audit(
        db,
        'data-request.status',
        c.var.admin.username,
        c.var.clientAddress ?? 'unknown',
        {
          dataRequestId: id,
          from,
          to: status,
        },
      );
      return c.body(null, 204);
    })
    .post('/data-requests/:id/fulfil-erasure', idParam, async (c) => {
      const { id } = c.req.valid('param');
      const db = c.var.db;
      const [request] = await db
        .select({ status: dataRequests.status, requestType: dataRequests.requestType })
        .from(dataRequests)
        .where(eq(dataRequests.id, id));
      if (!request) return c.json({ error: 'Request not found' }, 404);
      if (request.requestType !== 'erasure') {
        return c.json({ error: 'Only an erasure request can be fulfilled this way' }, 409);
      }
      if (!open(request.status)) {
        return c.json({ error: `This request is already ${request.status}` }, 409);
      }
      const result = await fulfilErasure(db, id);
      await audit(
        db,
        'data-request.erasure',
        c.var.admin.username,
        c.var.clientAddress ?? 'unknown',
        {
          dataRequestId: id,
          ...result,
        },
      );
      return c.json({ resolution: describeErasure(result), ...result });
    });
}
