import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { supportCases } from '../../../db/schema/support-cases.ts';
import { listable, summaries } from '../shared/cases.repository.ts';

/** The case searches of spec §7: a provider's listable cases by filing date, area and state. */

export interface CaseSearchFilter {
  providerId: number;
  desde: Date;
  hasta: Date;
  areaId?: number;
  estados?: number[];
  nroAutorizacion?: number;
  limit: number;
}

/** Newest first, by filing date in [desde, hasta). */
export function searchCases(db: Db, filter: CaseSearchFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(supportCases.providerId, filter.providerId),
    gte(supportCases.createdAt, filter.desde),
    lt(supportCases.createdAt, filter.hasta),
    listable,
  ];
  if (filter.areaId !== undefined) conditions.push(eq(supportCases.areaId, filter.areaId));
  if (filter.estados) conditions.push(inArray(supportCases.estado, filter.estados));
  if (filter.nroAutorizacion !== undefined)
    conditions.push(eq(supportCases.nroAutorizacion, filter.nroAutorizacion));
  return summaries(db)
    .where(and(...conditions))
    .orderBy(desc(supportCases.createdAt), desc(supportCases.id))
    .limit(filter.limit);
}
