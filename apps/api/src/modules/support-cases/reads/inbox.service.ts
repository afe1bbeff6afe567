import type { PendingInboxResponse } from '@portal/contracts';
import { CASE_STATE, pendingInboxSince } from '@portal/domain';
import { toSummary } from '../shared/case-mappers.ts';
import type { CaseReadDeps } from '../shared/ownership.service.ts';
import * as inbox from './inbox.repository.ts';

/** The pending inbox (spec §4) and its counter, which the live stream sends too. */

export async function pendingInbox(
  deps: CaseReadDeps,
  providerId: number,
): Promise<PendingInboxResponse> {
  const now = deps.clock.now();
  const rows = await inbox.pendingCases(
    deps.db,
    providerId,
    CASE_STATE.observado,
    pendingInboxSince(now),
    now,
  );
  return { cantidad: rows.length, tramites: rows.map(toSummary) };
}

export function pendingCount(deps: CaseReadDeps, providerId: number) {
  const now = deps.clock.now();
  return inbox.countPendingCases(
    deps.db,
    providerId,
    CASE_STATE.observado,
    pendingInboxSince(now),
    now,
  );
}
