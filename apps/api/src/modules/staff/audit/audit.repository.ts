import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { StaffAuditAction } from '@portal/domain/staff';
import type { Db } from '../../../db/client.ts';
import { staffAudit, staffUsers } from '../../../db/schema/staff.ts';

export interface AuditFilter {
  staffId?: number | undefined;
  action?: StaffAuditAction | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.staffId === undefined ? undefined : eq(staffAudit.staffId, filter.staffId),
    filter.action === undefined ? undefined : eq(staffAudit.action, filter.action),
    filter.from === undefined ? undefined : gte(staffAudit.at, filter.from),
    filter.to === undefined ? undefined : lt(staffAudit.at, filter.to),
  );
}

/** One page of the audit, newest first, and how many rows the filter matches. */
export async function auditPage(db: Db, filter: AuditFilter, offset: number, limit: number) {
  const where = whereOf(filter);
  const items = await db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      staffId: staffAudit.staffId,
      staffEmail: staffUsers.email,
      action: staffAudit.action,
      targetKind: staffAudit.targetKind,
      targetId: staffAudit.targetId,
      changes: staffAudit.changes,
    })
    .from(staffAudit)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAudit.staffId))
    .where(where)
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ count: count() }).from(staffAudit).where(where);
  return { items, total: total?.count ?? 0 };
}
