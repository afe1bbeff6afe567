import type { PendingInboxResponse } from '@portal/contracts';
import { pendingInboxWindow } from '@portal/domain/support-cases';
import { toSummary } from '../shared/case-mappers.ts';
import type { CaseReadDeps } from '../shared/ownership.service.ts';
import * as inbox from './inbox.repository.ts';

/** The pending inbox (spec §4) and its counter, which the live stream sends too. */

export async function pendingInbox(
  deps: CaseReadDeps,
  providerId: number,
): Promise<PendingInboxResponse> {
  const window = pendingInboxWindow(deps.clock.now());
  const rows = await inbox.pendingCases(deps.db, providerId, window);
  return { cantidad: rows.length, tramites: rows.map(toSummary) };
}

export function pendingCount(deps: CaseReadDeps, providerId: number) {
  return inbox.countPendingCases(deps.db, providerId, pendingInboxWindow(deps.clock.now()));
}
