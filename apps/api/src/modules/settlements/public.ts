/**
 * What the rest of the API may use of the settlements area: the provider's latest settlement as
 * the list shows it (the logged-in home's tile), and the list's and the header's own reads for
 * the FHIR interface (ADR 0072), so settlements have one SQL however they are asked for.
 */
import type { Db } from '../../db/client.ts';
import { toSettlementRow } from './settlement-rows.ts';
import { findLatestSettlement, findSettlement, listSettlements } from './settlements.repository.ts';

export async function latestSettlement(db: Db, providerId: number) {
  const row = await findLatestSettlement(db, providerId);
  return row ? toSettlementRow(row) : null;
}

/**
 * A page of the provider's settlements of periods [from, to] (AAAAMM), in the list's default
 * order (newest period first), and how many there are.
 */
export function pageOfSettlements(
  db: Db,
  filter: { providerId: number; from: number; to: number; expediente?: number | undefined },
  page: { offset: number; limit: number },
) {
  return listSettlements(db, filter, 'periodo', { ...page, direction: 'desc' });
}

/** The provider's settlement of this expediente with the provider's name; null otherwise. */
export const findProviderSettlement = findSettlement;
