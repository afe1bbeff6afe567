import { sql, type SQL } from 'drizzle-orm';
import { formatCents, formatDay } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import { keysetPages } from '../engine/keyset.ts';
import type { ExportRow } from '../engine/kind.ts';

interface Stored {
  expediente: number;
  t: number;
  id: string;
  prestador: number;
  periodo: number;
  fecha_liquidacion: string;
  estado: string;
  bruto: string;
  debitos: string;
  copago: string;
  neto: string;
  fecha: string;
  contra: number;
  middle: number;
  inte: number;
  afiliado: string;
  prestacion_codigo: string;
  prestacion: string;
  importe: string;
  tipo_prestacion: string | null;
  lugar: string | null;
  cantidad: number | null;
  motivo_codigo: string | null;
  motivo: string | null;
}

type Key = [expediente: number, t: number, id: string];

/** The line tables in the file's order (its `tabla`), with the columns only some of them have. */
const DETALLE = 'l.service_type as tipo_prestacion, l.place_name as lugar, l.quantity as cantidad';
const MOTIVO = 'l.reason_code as motivo_codigo, l.reason_text as motivo';
const NONE = {
  detalle: 'null::text as tipo_prestacion, null::text as lugar, null::smallint as cantidad',
  motivo: 'null::text as motivo_codigo, null::text as motivo',
};

/** The line tables in the file's order (its `tabla`): the columns only some of them have. */
const TABLES = [
  { t: 1, tabla: 'detalles', table: 'settlement_lines', extra: `${DETALLE}, ${NONE.motivo}` },
  { t: 2, tabla: 'debitos', table: 'settlement_debits', extra: `${NONE.detalle}, ${MOTIVO}` },
  { t: 3, tabla: 'copago', table: 'settlement_copays', extra: `${NONE.detalle}, ${NONE.motivo}` },
  { t: 4, tabla: 'errores', table: 'settlement_errors', extra: `${NONE.detalle}, ${MOTIVO}` },
] as const;

const TABLA_OF = new Map<number, string>(TABLES.map(({ t, tabla }) => [t, tabla]));

/**
 * One table's lines after `after`, at most `limit`, in (expediente, table, id) order: each branch
 * is limited on its own (its index on settlement and id serves it), so a page reads a page.
 */
const branch = (
  { t, table, extra }: (typeof TABLES)[number],
  after: Key | null,
  limit: number,
): SQL => sql`(
  select s.expediente, ${sql.raw(String(t))} as t, l.id::text as id, s.provider_id as prestador,
    s.period as periodo, s.settled_on::text as fecha_liquidacion, s.state as estado,
    s.gross_cents::text as bruto, s.debits_cents::text as debitos, s.copay_cents::text as copago,
    s.net_cents::text as neto, l.fecha::text as fecha, l.contra, l.middle, l.inte,
    l.affiliate_name as afiliado, l.service_code as prestacion_codigo, l.service_name as prestacion,
    l.amount_cents::text as importe,
    ${sql.raw(extra)}
  from settlements s join ${sql.raw(table)} l on l.settlement_id = s.id
  ${
    after
      ? sql`where s.expediente >= ${after[0]}
          and (s.expediente, ${sql.raw(String(t))}, l.id) > (${after[0]}, ${after[1]}, ${after[2]}::bigint)`
      : sql``
  }
  order by s.expediente, l.id limit ${limit})`;

const page = (after: Key | null, limit: number) => sql`
  select * from (${sql.join(
    TABLES.map((table) => branch(table, after, limit)),
    sql` union all `,
  )}) x
  order by expediente, t, id::bigint limit ${limit}`;

/**
 * Settlements as their file says them (docs/decisions/0051): one row per line of each table,
 * the settlement's columns repeated, ordered by expediente, table and line. `renglon` numbers a
 * table's lines from 1 in the order they were written (their ids), which is the order an import
 * writes them in and the order its comparison reads, so the file imports back unchanged.
 * A settlement with no line has no row (a file cannot say it); vouchers are not in the file.
 */
export async function* exportSettlements(db: Db): AsyncGenerator<ExportRow> {
  let table = '';
  let renglon = 0;
  const rows = keysetPages<Stored, Key>(db, page, (row) => [
    Number(row.expediente),
    Number(row.t),
    row.id,
  ]);
  for await (const row of rows) {
    const tabla = TABLA_OF.get(Number(row.t))!;
    const group = `${row.expediente}/${tabla}`;
    renglon = group === table ? renglon + 1 : 1;
    table = group;
    yield {
      expediente: String(row.expediente),
      prestador: String(row.prestador),
      periodo: String(row.periodo),
      fechaLiquidacion: formatDay(row.fecha_liquidacion),
      estado: row.estado,
      bruto: formatCents(row.bruto),
      debitos: formatCents(row.debitos),
      copago: formatCents(row.copago),
      neto: formatCents(row.neto),
      tabla,
      renglon: String(renglon),
      fecha: formatDay(row.fecha),
      contra: String(row.contra),
      middle: String(row.middle),
      inte: String(row.inte),
      afiliado: row.afiliado,
      prestacionCodigo: row.prestacion_codigo,
      prestacion: row.prestacion,
      importe: formatCents(row.importe),
      tipoPrestacion: row.tipo_prestacion ?? '',
      lugar: row.lugar ?? '',
      cantidad: row.cantidad === null ? '' : String(row.cantidad),
      motivoCodigo: row.motivo_codigo ?? '',
      motivo: row.motivo ?? '',
    };
  }
}
