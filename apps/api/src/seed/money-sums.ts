import { sql, type SQL } from 'drizzle-orm';
import { paymentProblem } from '@portal/domain/payments';
import { totalsMatch, totalsOfSums } from '@portal/domain/settlements';
import type { Db } from '../db/client.ts';

/*
 * The money rule, checked over every row: each total equals the sum of its lines. The database
 * sums the lines (one grouped pass over each line table, hash-joined to its totals), and each
 * row is judged by the domain's rule (totalsMatch, paymentProblem), the one imports will use on
 * their rows. Rows stream through a cursor, so the large seed's 1.2 M settlements never sit in
 * memory at once.
 */

export interface SumCheck {
  name: string;
  /** Rows checked, and those whose totals do not match. */
  rows: number;
  wrong: number;
  /** The ids of the first wrong rows, to look at. */
  examples: number[];
  ms: number;
}

type Row = Record<string, string | number | bigint | null>;

interface Check {
  name: string;
  /** One row per total, with the sums of its lines; `id` first. */
  query: SQL;
  isWrong(row: Row, cents: (column: string) => number): boolean;
}

const CHECKS: readonly Check[] = [
  {
    name: 'settlements: gross = Σ lines, debits = Σ debits, copago = Σ copays, net = gross − debits − copago',
    query: sql`
      select s.id, s.gross_cents, s.debits_cents, s.copay_cents, s.net_cents,
             coalesce(l.cents, 0) as lines_cents, coalesce(d.cents, 0) as debit_lines_cents,
             coalesce(c.cents, 0) as copay_lines_cents
      from settlements s
      left join (select settlement_id, sum(amount_cents) as cents from settlement_lines group by 1) l on l.settlement_id = s.id
      left join (select settlement_id, sum(amount_cents) as cents from settlement_debits group by 1) d on d.settlement_id = s.id
      left join (select settlement_id, sum(amount_cents) as cents from settlement_copays group by 1) c on c.settlement_id = s.id`,
    isWrong: (_row, cents) =>
      !totalsMatch(
        {
          grossCents: cents('gross_cents'),
          debitsCents: cents('debits_cents'),
          copayCents: cents('copay_cents'),
          netCents: cents('net_cents'),
        },
        totalsOfSums({
          grossCents: cents('lines_cents'),
          debitsCents: cents('debit_lines_cents'),
          copayCents: cents('copay_lines_cents'),
        }),
      ),
  },
  {
    name: 'payments: net = gross − (IIBB + Ganancias + IVA), gross = Σ invoices paid',
    query: sql`
      select p.id, p.bruto_cents, p.iibb_cents, p.ganancias_cents, p.iva_cents, p.neto_cents,
             coalesce(i.cents, 0) as invoiced_cents
      from payments p
      left join (select payment_id, sum(importe_cents) as cents from invoices where payment_id is not null group by 1) i on i.payment_id = p.id`,
    isWrong: (_row, cents) =>
      paymentProblem({
        bruto: cents('bruto_cents'),
        retenciones: {
          iibb: cents('iibb_cents'),
          ganancias: cents('ganancias_cents'),
          iva: cents('iva_cents'),
        },
        neto: cents('neto_cents'),
        facturado: cents('invoiced_cents'),
      }) !== null,
  },
];

const BATCH_ROWS = 10_000;
const EXAMPLES = 5;

/** Both drivers answer { rows }; Drizzle's driver-neutral handle leaves raw results untyped. */
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

async function runCheck(db: Db, check: Check): Promise<SumCheck> {
  const started = performance.now();
  const counted = await db.transaction(async (tx) => {
    await tx.execute(sql`declare money_sums no scroll cursor for ${check.query}`);
    let rows = 0;
    let wrong = 0;
    const examples: number[] = [];
    for (;;) {
      const batch = rowsOf(
        await tx.execute(sql`fetch forward ${sql.raw(String(BATCH_ROWS))} from money_sums`),
      );
      if (batch.length === 0) break;
      rows += batch.length;
      for (const row of batch) {
        // bigint and numeric sums arrive as text from node-postgres, as numbers from PGlite.
        if (!check.isWrong(row, (column) => Number(row[column]))) continue;
        wrong += 1;
        if (examples.length < EXAMPLES) examples.push(Number(row.id));
      }
    }
    await tx.execute(sql`close money_sums`);
    return { rows, wrong, examples };
  });
  return { name: check.name, ...counted, ms: Math.round(performance.now() - started) };
}

/** Runs every check; a database without a table's rows reports 0 rows for it. */
export async function checkMoneySums(db: Db): Promise<SumCheck[]> {
  const results: SumCheck[] = [];
  for (const check of CHECKS) results.push(await runCheck(db, check));
  return results;
}
