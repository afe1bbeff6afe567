import { addDays, parseExp } from '@portal/domain/format';
import { STAFF_LOGIN, type StaffAuditAction } from '@portal/domain/staff';
import type { Db } from '../../../db/client.ts';
import { auditPage } from './audit.repository.ts';

export interface AuditQuery {
  staffId?: number | undefined;
  action?: StaffAuditAction | undefined;
  desde?: string | undefined;
  hasta?: string | undefined;
  page?: number | undefined;
}

/** A day of the query (YYYYMMDD) from its first instant on Argentina's wall clock (ADR 0005). */
const dayStart = (day: string) => parseExp(`${day}000000`) ?? undefined;

export async function listStaffAudit(db: Db, query: AuditQuery) {
  const page = query.page ?? 1;
  const pageSize = STAFF_LOGIN.auditPageSize;
  const until = query.hasta === undefined ? undefined : dayStart(query.hasta);
  const { items, total } = await auditPage(
    db,
    {
      staffId: query.staffId,
      action: query.action,
      from: query.desde === undefined ? undefined : dayStart(query.desde),
      to: until === undefined ? undefined : addDays(until, 1),
    },
    (page - 1) * pageSize,
    pageSize,
  );
  return {
    items: items.map((item) => ({ ...item, at: item.at.toISOString() })),
    total,
    page,
    pageSize,
  };
}
