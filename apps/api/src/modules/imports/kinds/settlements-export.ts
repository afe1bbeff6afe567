import { sql, type SQL } from 'drizzle-orm';
import { formatCents, formatDay } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import { sqlRows } from '../engine/sql-rows.ts';
import type { ExportRow } from '../engine/kind.ts';

interface Stored {
  expediente: number;
  t: number | null;
  prestador: number;
  periodo: number;
  fecha_liquidacion: string;
  estado: string;
  bruto: string;
  debitos: string;
  copago: string;
  neto: string;
  fecha: string | null;
  contra: number;
  middle: number;
  inte: number;
  afiliado: string;
  prestacion_codigo: string;
  prestacion: string;
  importe: string | null;
  tipo_prestacion: string | null;
  lugar: string | null;
  cantidad: number | null;
  motivo_codigo: string | null;
  motivo: string | null;
}

/** The line tables in the file's order (its `tabla`), with the columns only some of them have. */
const DETALLE = 'l.service_type as tipo_prestacion, l.place_name as lugar, l.quantity as cantidad';
const MOTIVO = 'l.reason_code as motivo_codigo, l.reason_text as motivo';
const NONE = {
  detalle: 'null::text as tipo_prestacion, null::text as lugar, null::smallint as cantidad',
  motivo: 'null::text as motivo_codigo, null::text as motivo',
};
const TABLES = [
  { t: 1, tabla: 'detalles', table: 'settlement_lines', extra: `${DETALLE}, ${NONE.motivo}` },
  { t: 2, tabla: 'debitos', table: 'settlement_debits', extra: `${NONE.detalle}, ${MOTIVO}` },
  { t: 3, tabla: 'copago', table: 'settlement_copays', extra: `${NONE.detalle}, ${NONE.motivo}` },
  { t: 4, tabla: 'errores', table: 'settlement_errors', extra: `${NONE.detalle}, ${MOTIVO}` },
] as const;

const TABLA_OF = new Map<number, string>(TABLES.map(({ t, tabla }) => [t, tabla]));

/** Settlements a page reads (a few lines each: about a keyset page of 1,000 rows). */
export const SETTLEMENTS_PER_PAGE = 200;

const lines = ({ t, table, extra }: (typeof TABLES)[number]): SQL => sql`
  select l.settlement_id, ${sql.raw(String(t))} as t, l.id, l.fecha, l.contra, l.middle, l.inte,
    l.affiliate_name, l.service_code, l.service_name, l.amount_cents, ${sql.raw(extra)}
  from ${sql.raw(table)} l where l.settlement_id in (select id from page_settlements)`;

/**
 * The settlements after expediente `after` (the expediente's unique index), at most `limit`,
 * each with its lines in the file's order (each table's index on settlement and id); a
 * settlement without lines is one row with no line, so the page still counts it.
 */
const page = (after: number | null, limit: number) => sql`
  with page_settlements as (
    select * from settlements ${after === null ? sql`` : sql`where expediente > ${after}`}
    order by expediente limit ${limit}
  )
  select s.expediente, s.provider_id as prestador, s.period as periodo,
    s.settled_on::text as fecha_liquidacion, s.state as estado, s.gross_cents::text as bruto,
    s.debits_cents::text as debitos, s.copay_cents::text as copago, s.net_cents::text as neto,
    l.t, l.fecha::text as fecha, l.contra, l.middle, l.inte, l.affiliate_name as afiliado,
    l.service_code as prestacion_codigo, l.service_name as prestacion,
    l.amount_cents::text as importe, l.tipo_prestacion, l.lugar, l.cantidad, l.motivo_codigo, l.motivo
  from page_settlements s
  left join (${sql.join(TABLES.map(lines), sql` union all `)}) l on l.settlement_id = s.id
  order by s.expediente, l.t, l.id`;

/**
 * Settlements as their file says them (docs/decisions/0051): one row per line of each table,
 * the settlement's columns repeated, ordered by expediente, table and line, read a page of
 * settlements at a time. `renglon` numbers a table's lines from 1 in the order they were
 * written (their ids), which is the order an import writes them in and the order its
 * comparison reads, so the file imports back unchanged. A settlement with no line has no row
 * (a file cannot say it); its comprobantes are not in the file (ADR 0051).
 */
export async function* exportSettlements(
  db: Db,
  limit = SETTLEMENTS_PER_PAGE,
): AsyncGenerator<ExportRow> {
  let after: number | null = null;
  for (;;) {
    const rows = await sqlRows<Stored>(db, page(after, limit));
    let table = '';
    let renglon = 0;
    const read = new Set<number>();
    for (const row of rows) {
      read.add(Number(row.expediente));
      if (row.t === null) continue;
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
        importe: formatCents(row.importe!),
        tipoPrestacion: row.tipo_prestacion ?? '',
        lugar: row.lugar ?? '',
        cantidad: row.cantidad === null ? '' : String(row.cantidad),
        motivoCodigo: row.motivo_codigo ?? '',
        motivo: row.motivo ?? '',
      };
    }
    if (read.size < limit) return;
    after = Math.max(...read);
  }
}
