import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditAction =
  | 'admin.sign-in'
  | 'admin.sign-in.failed'
  | 'admin.sign-in.locked'
  | 'admin.sign-in.delayed'
  | 'admin.sign-out'
  | 'admin.password-set'
  | 'lead.view'
  | 'leads.export'
  | 'data-request.status'
  | 'data-request.erasure'
  | 'user.create'
  | 'user.update'
  | 'delivery.retry'
  | 'release.activate'
  | 'release.rollback'
  | 'release.refused'
  | 'release.token-refused'
  | 'release.token-created';

/** One audit row. `detail` carries ids and counts; no lead's personal data. */
export async function audit(
  db: Database,
  action: AuditAction,
  actor: string | null,
  ip: string | null,
  detail?: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({ action, actor, ip, detail });
}
