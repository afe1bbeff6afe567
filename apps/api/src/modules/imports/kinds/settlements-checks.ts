import { sql } from 'drizzle-orm';
import { MONEY_IMPORT_MESSAGES as M, settlementMoneyProblems } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import type { CheckContext, RowProblem } from '../engine/kind.ts';
import { firstRowDiffers, sqlRows } from '../engine/sql-rows.ts';

/** The settlement's own columns, repeated on each of its lines. */
export const SETTLEMENT_HEADER = [
  ['prestador', 'prestador'],
  ['periodo', 'periodo'],
  ['fecha_liquidacion', 'fechaLiquidacion'],
  ['estado', 'estado'],
  ['bruto', 'bruto'],
  ['debitos', 'debitos'],
  ['copago', 'copago'],
  ['neto', 'neto'],
] as const;

type Cents = string | number;
interface Sums {
  line: number;
  bruto: Cents;
  debitos: Cents;
  copago: Cents;
  neto: Cents;
  detalles: Cents;
  debit_lines: Cents;
  copay_lines: Cents;
}

/**
 * The money rule, set-wise: the database adds up each settlement's lines by table in one grouped
 * pass over the staged file, and each settlement is judged by the domain's rule (the one
 * db:check-sums runs), its problems reported on the settlement's first line.
 */
async function moneyProblems(db: Db, s: ReturnType<typeof sql.raw>): Promise<RowProblem[]> {
  const rows = await sqlRows<Sums>(
    db,
    sql`select min(line) as line, min(bruto) as bruto, min(debitos) as debitos,
        min(copago) as copago, min(neto) as neto,
        coalesce(sum(importe) filter (where tabla = 'detalles'), 0) as detalles,
        coalesce(sum(importe) filter (where tabla = 'debitos'), 0) as debit_lines,
        coalesce(sum(importe) filter (where tabla = 'copago'), 0) as copay_lines
      from ${s} group by expediente
      having count(distinct (bruto, debitos, copago, neto)) = 1`,
  );
  return rows.flatMap((row) =>
    settlementMoneyProblems(
      {
        grossCents: Number(row.bruto),
        debitsCents: Number(row.debitos),
        copayCents: Number(row.copago),
        netCents: Number(row.neto),
      },
      {
        grossCents: Number(row.detalles),
        debitsCents: Number(row.debit_lines),
        copayCents: Number(row.copay_lines),
      },
    ).map((problem) => ({ line: Number(row.line), ...problem })),
  );
}

/**
 * What only the database can tell about a staged settlements file, set-wise: lines whose
 * settlement columns disagree with its first line, an unknown provider, an expediente that is
 * another provider's, an affiliate not in the register, and money that does not add up.
 */
export async function checkStagedSettlements(
  db: Db,
  staging: string,
  context: CheckContext,
): Promise<RowProblem[]> {
  const s = sql.raw(staging);
  await db.execute(sql`analyze ${s}`);
  const found = await sqlRows<{
    line: number;
    field: string;
    kind: 'mismatch' | 'provider' | 'otherProvider' | 'affiliate';
    other: number;
    expediente: number;
    affiliate: string;
  }>(
    db,
    sql`
    with first_rows as (select distinct on (expediente) * from ${s} order by expediente, line)
    select x.line, d.field, 'mismatch' as kind, f.line as other, x.expediente, '' as affiliate
    from ${s} x join first_rows f on f.expediente = x.expediente and f.line <> x.line
    cross join lateral (values ${firstRowDiffers(SETTLEMENT_HEADER)}) as d (field, differs)
    where d.differs
    union all
    select f.line, 'prestador', 'provider', f.prestador, f.expediente, '' from first_rows f
    where not exists (select 1 from providers p where p.id = f.prestador)
    union all
    select f.line, 'expediente', 'otherProvider', t.provider_id, f.expediente, '' from first_rows f
    join settlements t on t.expediente = f.expediente and t.provider_id <> f.prestador
    union all
    select x.line, 'contra', 'affiliate', 0, x.expediente, x.contra || '-' || x.middle || '-' || x.inte
    from ${s} x
    where not exists (
      select 1 from affiliates a where a.contra = x.contra and a.middle = x.middle and a.inte = x.inte
    )`,
  );
  const problems = found.map((row): RowProblem => {
    const other = Number(row.other);
    const messages = {
      mismatch: () => M.headerMismatch('de la liquidación', other),
      provider: () => M.unknownProvider(other),
      otherProvider: () => M.otherProvider(`El expediente ${row.expediente}`, other),
      affiliate: () => M.unknownAffiliate(row.affiliate),
    };
    return { line: Number(row.line), field: row.field, message: messages[row.kind]() };
  });
  // A row refused by its cells is not staged: its document's sums would blame the wrong figure.
  const money = context.refusedRows === 0 ? await moneyProblems(db, s) : [];
  return [...problems, ...money].sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));
}
