import { sql } from 'drizzle-orm';
import { MONEY_IMPORT_MESSAGES as M, paymentMoneyProblem } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import type { CheckContext, RowProblem } from '../engine/kind.ts';
import { firstRowDiffers, sqlRows } from '../engine/sql-rows.ts';

/** The payment's own columns, repeated on each invoice it paid: [staging column, file column]. */
const PAYMENT_HEADER = [
  ['prestador', 'prestador'],
  ['cuit', 'cuit'],
  ['fecha', 'fecha'],
  ['medio', 'medio'],
  ['bruto', 'bruto'],
  ['iibb', 'iibb'],
  ['ganancias', 'ganancias'],
  ['iva', 'iva'],
  ['neto', 'neto'],
] as const;

type Cents = string | number;

/**
 * The money rule, set-wise: the database adds up each payment's invoices in one grouped pass,
 * and each payment is judged by the domain's paymentProblem (the rule db:check-sums runs), its
 * problem reported on the payment's first line.
 */
async function moneyProblems(db: Db, s: ReturnType<typeof sql.raw>): Promise<RowProblem[]> {
  const rows = await sqlRows<
    Record<'line' | 'bruto' | 'iibb' | 'ganancias' | 'iva' | 'neto' | 'facturado', Cents>
  >(
    db,
    sql`select min(line) as line, min(bruto) as bruto, min(iibb) as iibb,
        min(ganancias) as ganancias, min(iva) as iva, min(neto) as neto,
        sum(importe) as facturado
      from ${s} group by orden_pago
      having count(distinct (bruto, iibb, ganancias, iva, neto)) = 1`,
  );
  return rows.flatMap((row) => {
    const problem = paymentMoneyProblem({
      bruto: Number(row.bruto),
      retenciones: {
        iibb: Number(row.iibb),
        ganancias: Number(row.ganancias),
        iva: Number(row.iva),
      },
      neto: Number(row.neto),
      facturado: Number(row.facturado),
    });
    return problem ? [{ line: Number(row.line), ...problem }] : [];
  });
}

/**
 * What only the database can tell about a staged payments file, set-wise: rows whose payment
 * columns disagree with the payment's first row, an unknown provider, an orden de pago of another
 * provider, a place that is not the provider's, an invoice another payment already paid, and
 * money that does not add up.
 */
export async function checkStagedPayments(
  db: Db,
  staging: string,
  context: CheckContext,
): Promise<RowProblem[]> {
  const s = sql.raw(staging);
  await db.execute(sql`analyze ${s}`);
  const found = await sqlRows<{
    line: number;
    field: string;
    kind: 'mismatch' | 'provider' | 'otherProvider' | 'place' | 'paid';
    other: number;
    text: string;
  }>(
    db,
    sql`
    with first_rows as (select distinct on (orden_pago) * from ${s} order by orden_pago, line)
    select x.line, d.field, 'mismatch' as kind, f.line as other, '' as text
    from ${s} x join first_rows f on f.orden_pago = x.orden_pago and f.line <> x.line
    cross join lateral (values ${firstRowDiffers(PAYMENT_HEADER)}) as d (field, differs)
    where d.differs
    union all
    select f.line, 'prestador', 'provider', f.prestador, '' from first_rows f
    where not exists (select 1 from providers p where p.id = f.prestador)
    union all
    select f.line, 'ordenPago', 'otherProvider', p.provider_id, f.orden_pago from first_rows f
    join payments p on p.orden_pago = f.orden_pago and p.provider_id <> f.prestador
    union all
    select x.line, 'lugar', 'place', x.lugar, x.prestador::text from ${s} x
    where not exists (
      select 1 from attention_places a where a.id = x.lugar and a.provider_id = x.prestador
    )
    union all
    select x.line, 'numero', 'paid', 0, p.orden_pago from ${s} x
    join invoices i on i.provider_id = x.prestador and i.tipo = x.factura_tipo
      and i.punto_venta = x.punto_venta and i.numero = x.numero
    join payments p on p.id = i.payment_id and p.orden_pago <> x.orden_pago`,
  );
  const problems = found.map((row): RowProblem => {
    const other = Number(row.other);
    const messages = {
      mismatch: () => M.headerMismatch('del pago', other),
      provider: () => M.unknownProvider(other),
      otherProvider: () => M.otherProvider(`La orden de pago ${row.text}`, other),
      place: () => M.unknownPlace(other, Number(row.text)),
      paid: () => M.paidByOther(row.text),
    };
    return { line: Number(row.line), field: row.field, message: messages[row.kind]() };
  });
  // A row refused by its cells is not staged: its document's sums would blame the wrong figure.
  const money = context.refusedRows === 0 ? await moneyProblems(db, s) : [];
  return [...problems, ...money].sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));
}
