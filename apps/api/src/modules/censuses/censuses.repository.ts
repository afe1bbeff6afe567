import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { CensusMovement } from '@portal/domain/censuses';
import type { Db } from '../../db/client.ts';
import { pageAndTotal, totalColumn } from '../../db/page-total.ts';
import { affiliates } from '../../db/schema/affiliates.ts';
import { censusRows } from '../../db/schema/censuses.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { censusRowColumns } from './census-row-columns.ts';

export type NewCensusRow = typeof censusRows.$inferInsert;

/**
 * Holds the affiliate's row until the transaction ends, so two registrations of one patient
 * are checked against each other's rows, one after the other.
 */
export async function lockAffiliate(db: Db, affiliateId: number): Promise<void> {
  await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.id, affiliateId))
    .for('update');
}

/** Every movement of an affiliate number at a provider (the patient and its newborns). */
export async function findPatientHistory(db: Db, providerId: number, contra: number, inte: number) {
  return db
    .select({
      fecha: censusRows.fecha,
      movimiento: censusRows.movimiento,
      recienNacido: censusRows.recienNacido,
    })
    .from(censusRows)
    .where(
      and(
        eq(censusRows.providerId, providerId),
        eq(censusRows.contra, contra),
        eq(censusRows.inte, inte),
      ),
    );
}

/** The new row's id, or null when the patient already has that movement that day. */
export async function insertCensusRow(db: Db, row: NewCensusRow): Promise<number | null> {
  const [inserted] = await db
    .insert(censusRows)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: censusRows.id });
  return inserted?.id ?? null;
}

export interface CensusFilter {
  providerId: number;
  /** YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
  contra?: number | undefined;
  inte?: number | undefined;
  movimiento?: CensusMovement | undefined;
}

function whereOf(filter: CensusFilter): SQL | undefined {
  return and(
    eq(censusRows.providerId, filter.providerId),
    gte(censusRows.fecha, filter.from),
    lte(censusRows.fecha, filter.to),
    filter.contra === undefined ? undefined : eq(censusRows.contra, filter.contra),
    filter.inte === undefined ? undefined : eq(censusRows.inte, filter.inte),
    filter.movimiento === undefined ? undefined : eq(censusRows.movimiento, filter.movimiento),
  );
}

/** One page of the provider's rows, newest day first (then newest registered), and the total. */
export async function searchCensusRows(
  db: Db,
  filter: CensusFilter,
  page: { offset: number; limit: number },
) {
  const where = whereOf(filter);
  const counting = db.select({ n: count() }).from(censusRows).where(where);
  const rows = await db
    .select({
      ...censusRowColumns,
      contra: affiliates.contra,
      middle: affiliates.middle,
      inte: affiliates.inte,
      placeId: attentionPlaces.id,
      pageTotal: totalColumn(counting),
    })
    .from(censusRows)
    .innerJoin(affiliates, eq(affiliates.id, censusRows.affiliateId))
    .innerJoin(attentionPlaces, eq(attentionPlaces.id, censusRows.attentionPlaceId))
    .where(where)
    .orderBy(desc(censusRows.fecha), desc(censusRows.id))
    .offset(page.offset)
    .limit(page.limit);
  // The joins are not-null foreign keys: a first page with no rows matched nothing.
  return pageAndTotal(rows, page.offset, async () => (await counting)[0]?.n ?? 0);
}
export type CensusSearchRow = Awaited<ReturnType<typeof searchCensusRows>>['rows'][number];
