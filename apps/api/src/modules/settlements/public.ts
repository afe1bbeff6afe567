/**
 * What the rest of the API may use of the settlements area: the provider's latest settlement as
 * the list shows it (the logged-in home's tile).
 */
import type { Db } from '../../db/client.ts';
import { toSettlementRow } from './settlement-rows.ts';
import { findLatestSettlement } from './settlements.repository.ts';

export async function latestSettlement(db: Db, providerId: number) {
  const row = await findLatestSettlement(db, providerId);
  return row ? toSettlementRow(row) : null;
}
