import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { pageAndTotal, totalColumn } from '../../db/page-total.ts';
import { providers } from '../../db/schema/core.ts';
import {
  settlementCopays,
  settlementDebits,
  settlementErrors,
  settlementLines,
  settlements,
  settlementVouchers,
} from '../../db/schema/settlements.ts';

export type SortDirection = 'asc' | 'desc';
export interface PageRequest {
  offset: number;
  limit: number;
  direction: SortDirection;
}

const ordered = (column: AnyPgColumn | SQL, direction: SortDirection) =>
  direction === 'asc' ? asc(column) : desc(column);

const settlementColumns = {
  id: settlements.id,
  expediente: settlements.expediente,
  period: settlements.period,
  settledOn: settlements.settledOn,
  state: settlements.state,
  grossCents: settlements.grossCents,
  debitsCents: settlements.debitsCents,
  copayCents: settlements.copayCents,
  netCents: settlements.netCents,
};
export type SettlementRecord = {
  [Key in keyof typeof settlementColumns]: (typeof settlementColumns)[Key]['_']['data'];
};

/** The caller's settlement with this expediente, with the provider's name; null otherwise. */
export async function findSettlement(db: Db, providerId: number, expediente: number) {
  const [row] = await db
    .select({ ...settlementColumns, providerName: providers.apeRazonSocial })
    .from(settlements)
    .innerJoin(providers, eq(providers.id, settlements.providerId))
    .where(and(eq(settlements.providerId, providerId), eq(settlements.expediente, expediente)));
  return row ?? null;
}

export const LIST_SORT_COLUMNS = {
  periodo: settlements.period,
  expediente: settlements.expediente,
  bruto: settlements.grossCents,
  debitos: settlements.debitsCents,
  neto: settlements.netCents,
} as const;

/** One page of the provider's settlements in [from, to] (AAAAMM), and how many there are. */
export async function listSettlements(
  db: Db,
  filter: { providerId: number; from: number; to: number; expediente?: number | undefined },
  sort: keyof typeof LIST_SORT_COLUMNS,
  page: PageRequest,
) {
  const where = and(
    eq(settlements.providerId, filter.providerId),
    gte(settlements.period, filter.from),
    lte(settlements.period, filter.to),
    filter.expediente === undefined ? undefined : eq(settlements.expediente, filter.expediente),
  );
  const counting = db.select({ n: count() }).from(settlements).where(where);
  const rows = await db
    .select({ ...settlementColumns, pageTotal: totalColumn(counting) })
    .from(settlements)
    .where(where)
    .orderBy(
      ordered(LIST_SORT_COLUMNS[sort], page.direction),
      ordered(settlements.id, page.direction),
    )
    .limit(page.limit)
    .offset(page.offset);
  return pageAndTotal(rows, page.offset, async () => (await counting)[0]?.n ?? 0);
}

/** The line tables of a settlement and the columns their `orden` sorts by. */
export const LINE_TABLES = {
  detalles: {
    table: settlementLines,
    sorts: {
      fecha: settlementLines.fecha,
      afiliado: settlementLines.affiliateName,
      prestacion: settlementLines.serviceName,
      importe: settlementLines.amountCents,
      tipo: settlementLines.serviceType,
      lugar: settlementLines.placeName,
    },
  },
  debitos: {
    table: settlementDebits,
    sorts: {
      fecha: settlementDebits.fecha,
      afiliado: settlementDebits.affiliateName,
      prestacion: settlementDebits.serviceName,
      importe: settlementDebits.amountCents,
      motivo: settlementDebits.reasonCode,
    },
  },
  errores: {
    table: settlementErrors,
    sorts: {
      fecha: settlementErrors.fecha,
      afiliado: settlementErrors.affiliateName,
      prestacion: settlementErrors.serviceName,
      importe: settlementErrors.amountCents,
      motivo: settlementErrors.reasonCode,
    },
  },
  copago: {
    table: settlementCopays,
    sorts: {
      fecha: settlementCopays.fecha,
      afiliado: settlementCopays.affiliateName,
      prestacion: settlementCopays.serviceName,
      importe: settlementCopays.amountCents,
    },
  },
  comprobantes: {
    table: settlementVouchers,
    sorts: {
      fecha: settlementVouchers.issuedOn,
      numero: settlementVouchers.number,
      tipo: settlementVouchers.kind,
      importe: settlementVouchers.amountCents,
    },
  },
} as const;
export type LineTable = keyof typeof LINE_TABLES;
type RowOf<Table extends LineTable> = (typeof LINE_TABLES)[Table]['table']['$inferSelect'];

/**
 * The id of the provider's settlement of `expediente` as a subquery, so that a page of its lines
 * needs no statement before it (no row: no such settlement of the provider, or no lines).
 */
export const ownSettlementId = (db: Db, providerId: number, expediente: number): SQL =>
  sql`(${db
    .select({ id: settlements.id })
    .from(settlements)
    .where(and(eq(settlements.providerId, providerId), eq(settlements.expediente, expediente)))})`;

/** One page of a line table of a settlement (its id, or `ownSettlementId`), and its row count. */
export async function pageOfLines<Table extends LineTable>(
  db: Db,
  name: Table,
  settlementId: number | SQL,
  sort: keyof (typeof LINE_TABLES)[Table]['sorts'],
  page: PageRequest,
) {
  const { table, sorts } = LINE_TABLES[name];
  const where = eq(table.settlementId, settlementId);
  const column = (sorts as Record<string, AnyPgColumn>)[sort as string]!;
  const counting = db.select({ n: count() }).from(table).where(where);
  const rows = await db
    .select({ ...getTableColumns(table), pageTotal: totalColumn(counting) })
    .from(table)
    .where(where)
    .orderBy(ordered(column, page.direction), ordered(table.id, page.direction))
    .limit(page.limit)
    .offset(page.offset);
  const paged = await pageAndTotal(rows, page.offset, async () => (await counting)[0]?.n ?? 0);
  return { rows: paged.rows as RowOf<Table>[], total: paged.total };
}

const centsSum = (column: AnyPgColumn) =>
  sql<number>`coalesce(${sum(column)}, 0)::bigint`.mapWith(Number);

/** How many lines each table has and what the errors add up to. */
export async function lineCounts(db: Db, settlementId: number) {
  const [[lines], [debits], [errors]] = await Promise.all([
    db
      .select({ n: count() })
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, settlementId)),
    db
      .select({ n: count() })
      .from(settlementDebits)
      .where(eq(settlementDebits.settlementId, settlementId)),
    db
      .select({ n: count(), cents: centsSum(settlementErrors.amountCents) })
      .from(settlementErrors)
      .where(eq(settlementErrors.settlementId, settlementId)),
  ]);
  return {
    lines: lines?.n ?? 0,
    debits: debits?.n ?? 0,
    errors: errors?.n ?? 0,
    errorCents: errors?.cents ?? 0,
  };
}

/** The gross by service type and by attention place. */
export async function subtotals(db: Db, settlementId: number) {
  const group = (column: AnyPgColumn) =>
    db
      .select({
        nombre: sql<string>`${column}`,
        prestaciones: count(),
        importeCentavos: centsSum(settlementLines.amountCents),
      })
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, settlementId))
      .groupBy(column)
      .orderBy(column);
  const [byType, byPlace] = await Promise.all([
    group(settlementLines.serviceType),
    group(settlementLines.placeName),
  ]);
  return { byType, byPlace };
}

/** Net and debits of each period in `periods`, and the debits by reason over them. */
export async function chartFigures(db: Db, providerId: number, periods: readonly number[]) {
  const inRange = and(
    eq(settlements.providerId, providerId),
    inArray(settlements.period, [...periods]),
  );
  const [months, reasons] = await Promise.all([
    db
      .select({
        period: settlements.period,
        net: centsSum(settlements.netCents),
        debits: centsSum(settlements.debitsCents),
      })
      .from(settlements)
      .where(inRange)
      .groupBy(settlements.period),
    db
      .select({
        code: settlementDebits.reasonCode,
        text: sql<string>`min(${settlementDebits.reasonText})`,
        count: count(),
        cents: centsSum(settlementDebits.amountCents),
      })
      .from(settlementDebits)
      .innerJoin(settlements, eq(settlements.id, settlementDebits.settlementId))
      .where(inRange)
      .groupBy(settlementDebits.reasonCode)
      .orderBy(settlementDebits.reasonCode),
  ]);
  return { months, reasons };
}

/** The provider's latest settlement (by period, then date), read from the period index. */
export async function findLatestSettlement(db: Db, providerId: number) {
  const [row] = await db
    .select(settlementColumns)
    .from(settlements)
    .where(eq(settlements.providerId, providerId))
    .orderBy(desc(settlements.period), desc(settlements.settledOn), desc(settlements.id))
    .limit(1);
  return row ?? null;
}
