import { auditableChanges, type StaffAuditAction } from '@portal/domain/staff';
import type { Db } from '../../../db/client.ts';
import { staffAudit } from '../../../db/schema/staff.ts';

/** One staff action as the audit keeps it. */
export interface StaffAuditEntry {
  /** Who acted: null only for a step no account is known at yet. */
  staffId: number | null;
  action: StaffAuditAction;
  /** What it acted on: a kind ('staff', 'authorization', 'support-case'…) and its id. */
  target?: { kind: string; id: string | number };
  /** A small JSON of what changed; secrets are dropped by key whatever is passed. */
  changes?: Record<string, unknown>;
}

/**
 * Records a staff action. Call it with the transaction of the action itself, so an action is
 * never done unaudited nor audited undone.
 */
export async function recordAudit(tx: Db, at: Date, entry: StaffAuditEntry): Promise<void> {
  await tx.insert(staffAudit).values({
    at,
    staffId: entry.staffId,
    action: entry.action,
    targetKind: entry.target?.kind ?? null,
    targetId: entry.target === undefined ? null : String(entry.target.id),
    changes: auditableChanges(entry.changes ?? {}),
  });
}
