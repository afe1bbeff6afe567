import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { ImportCounts } from '../engine/kind.ts';
import { sqlRows } from '../engine/sql-rows.ts';

/** The file's settlements, one row each, and how each compares with the database. */
const FILE = 'import_settlements';

/** One line as text, the same from the staged file and from the line tables. */
const lineText = (
  table: string,
  alias: string,
  extra: { type: string; place: string; qty: string; code: string; reason: string },
) =>
  sql.raw(`concat_ws('|', '${table}', ${alias}.fecha, ${alias}.contra, ${alias}.middle, ${alias}.inte,
    ${alias}.affiliate_name, ${alias}.service_code, ${alias}.service_name, ${alias}.amount_cents,
    ${extra.type}, ${extra.place}, ${extra.qty}, ${extra.code}, ${extra.reason})`);

/** The lines the database holds for the file's settlements (CTE `ours`), as text, in order. */
const storedLines: SQL = sql`
  select settlement_id, 1 as t, id, ${lineText('detalles', 'l', { type: 'l.service_type', place: 'l.place_name', qty: 'l.quantity', code: "''", reason: "''" })} as text from settlement_lines l where l.settlement_id in (select id from ours)
  union all
  select settlement_id, 2, id, ${lineText('debitos', 'l', { type: "''", place: "''", qty: "''", code: 'l.reason_code', reason: 'l.reason_text' })} from settlement_debits l where l.settlement_id in (select id from ours)
  union all
  select settlement_id, 3, id, ${lineText('copago', 'l', { type: "''", place: "''", qty: "''", code: "''", reason: "''" })} from settlement_copays l where l.settlement_id in (select id from ours)
  union all
  select settlement_id, 4, id, ${lineText('errores', 'l', { type: "''", place: "''", qty: "''", code: 'l.reason_code', reason: 'l.reason_text' })} from settlement_errors l where l.settlement_id in (select id from ours)`;

const TABLE_ORDER = sql.raw(
  `case tabla when 'detalles' then 1 when 'debitos' then 2 when 'copago' then 3 else 4 end`,
);

/** A staged line with the line tables' column names, so both sides print alike. */
const stagedLines = (staging: SQL) => sql`
  select expediente, ${TABLE_ORDER} as t, renglon, concat_ws('|', tabla, fecha, contra, middle, inte,
    afiliado, prestacion_codigo, prestacion, importe, tipo_prestacion, lugar,
    coalesce(cantidad::text, ''), motivo_codigo, motivo) as text
  from ${staging}`;

/**
 * Compares each settlement of the file with the database: new, header changed, lines changed.
 * The lines compare as one digest per settlement (md5 of its lines in order), set-wise.
 */
async function compare(db: Db, staging: SQL) {
  await db.execute(sql`drop table if exists ${sql.raw(FILE)}`);
  await db.execute(sql`
    create temp table ${sql.raw(FILE)} on commit drop as
    with f as (
      select distinct on (expediente) expediente, prestador, periodo, fecha_liquidacion, estado,
        bruto, debitos, copago, neto
      from ${staging} order by expediente, line
    ),
    file_lines as (
      select expediente, md5(string_agg(text, E'\\n' order by t, renglon)) as digest, count(*) as rows
      from (${stagedLines(staging)}) x group by expediente
    ),
    ours as (select s.* from settlements s join f on f.expediente = s.expediente),
    db_lines as (
      select o.expediente, md5(string_agg(l.text, E'\\n' order by l.t, l.id)) as digest
      from ours o join (${storedLines}) l on l.settlement_id = o.id group by o.expediente
    )
    select f.*, fl.rows, o.id,
      o.id is null as added,
      o.id is not null and (o.period, o.settled_on, o.state, o.gross_cents, o.debits_cents,
        o.copay_cents, o.net_cents) is distinct from (f.periodo, f.fecha_liquidacion, f.estado,
        f.bruto, f.debitos, f.copago, f.neto) as header_changed,
      o.id is not null and fl.digest is distinct from d.digest as lines_changed
    from f join file_lines fl on fl.expediente = f.expediente
    left join ours o on o.expediente = f.expediente
    left join db_lines d on d.expediente = f.expediente`);
  const [counts] = await sqlRows<{
    added: string | number;
    changed: string | number;
    total: string | number;
  }>(
    db,
    sql`select coalesce(sum(rows) filter (where added), 0) as added,
      coalesce(sum(rows) filter (where header_changed or lines_changed), 0) as changed,
      coalesce(sum(rows), 0) as total
    from ${sql.raw(FILE)}`,
  );
  const added = Number(counts?.added ?? 0);
  const changed = Number(counts?.changed ?? 0);
  return { added, changed, unchanged: Number(counts?.total ?? 0) - added - changed };
}

const LINE_COLUMNS =
  'fecha, contra, middle, inte, affiliate_name, service_code, service_name, amount_cents';
const STAGED_COLUMNS =
  'x.fecha, x.contra, x.middle, x.inte, x.afiliado, x.prestacion_codigo, x.prestacion, x.importe';

/**
 * Writes what differs: settlement columns updated in place, new settlements inserted, and the
 * lines of a new or changed settlement replaced whole, in the file's order (a settlement is one
 * document: its lines have no identity of their own to update one by one).
 */
export async function mergeSettlements(db: Db, staging: string): Promise<ImportCounts> {
  const s = sql.raw(staging);
  const counts = await compare(db, s);
  const f = sql.raw(FILE);
  await db.execute(sql`update settlements t set provider_id = f.prestador, period = f.periodo,
      settled_on = f.fecha_liquidacion, state = f.estado, gross_cents = f.bruto,
      debits_cents = f.debitos, copay_cents = f.copago, net_cents = f.neto
    from ${f} f where t.id = f.id and f.header_changed`);
  await db.execute(sql`insert into settlements (provider_id, expediente, period, settled_on, state,
      gross_cents, debits_cents, copay_cents, net_cents)
    select prestador, expediente, periodo, fecha_liquidacion, estado, bruto, debitos, copago, neto
    from ${f} where added order by expediente`);
  const replaced = sql`select t.id from settlements t join ${f} f on f.expediente = t.expediente
    where f.added or f.lines_changed`;
  for (const table of [
    'settlement_lines',
    'settlement_debits',
    'settlement_copays',
    'settlement_errors',
  ]) {
    await db.execute(sql`delete from ${sql.raw(table)} where settlement_id in (${replaced})`);
  }
  const from = (tabla: string) => sql`from ${s} x join settlements t on t.expediente = x.expediente
    join ${f} f on f.expediente = x.expediente
    where (f.added or f.lines_changed) and x.tabla = ${tabla} order by x.expediente, x.renglon`;
  await db.execute(sql`insert into settlement_lines (settlement_id, ${sql.raw(LINE_COLUMNS)},
      service_type, place_name, quantity)
    select t.id, ${sql.raw(STAGED_COLUMNS)}, x.tipo_prestacion, x.lugar, x.cantidad ${from('detalles')}`);
  await db.execute(sql`insert into settlement_debits (settlement_id, ${sql.raw(LINE_COLUMNS)},
      reason_code, reason_text)
    select t.id, ${sql.raw(STAGED_COLUMNS)}, x.motivo_codigo, x.motivo ${from('debitos')}`);
  await db.execute(sql`insert into settlement_copays (settlement_id, ${sql.raw(LINE_COLUMNS)})
    select t.id, ${sql.raw(STAGED_COLUMNS)} ${from('copago')}`);
  await db.execute(sql`insert into settlement_errors (settlement_id, ${sql.raw(LINE_COLUMNS)},
      reason_code, reason_text)
    select t.id, ${sql.raw(STAGED_COLUMNS)}, x.motivo_codigo, x.motivo ${from('errores')}`);
  return { new: counts.added, changed: counts.changed, unchanged: counts.unchanged, retired: 0 };
}
