import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const MONTH = sql`(extract(year from fecha) * 100 + extract(month from fecha))::int`;

export interface MonthFigures {
  /** AAAAMM; null on the rollup row that totals every month. */
  period: number | null;
  payments: number;
  net: number;
  iibb: number;
  ganancias: number;
  iva: number;
}

/**
 * The provider's payments dated in [from, to] (YYYY-MM-DD) summed by month in the database,
 * plus one rollup row (period null) with the sums of all of them; read through
 * payments_provider_cuit_fecha_idx.
 */
export async function paymentFiguresByMonth(
  db: Db,
  providerId: number,
  from: string,
  to: string,
): Promise<MonthFigures[]> {
  // Both drivers answer { rows }; Drizzle's driver-neutral handle leaves raw results untyped.
  const result: unknown = await db.execute(sql`
    select ${MONTH} as period,
           count(*)::int as payments,
           coalesce(sum(neto_cents), 0)::bigint as net,
           coalesce(sum(iibb_cents), 0)::bigint as iibb,
           coalesce(sum(ganancias_cents), 0)::bigint as ganancias,
           coalesce(sum(iva_cents), 0)::bigint as iva
    from payments
    where provider_id = ${providerId} and fecha between ${from}::date and ${to}::date
    group by rollup (${MONTH})
  `);
  type Raw = Record<keyof MonthFigures, string | number | null>;
  return (result as { rows: Raw[] }).rows.map((row) => ({
    period: row.period === null ? null : Number(row.period),
    payments: Number(row.payments),
    net: Number(row.net),
    iibb: Number(row.iibb),
    ganancias: Number(row.ganancias),
    iva: Number(row.iva),
  }));
}
