import { sql } from 'drizzle-orm';
import {
  AFFILIATE_IMPORT_COLUMNS,
  affiliateImportRow,
  type AffiliateImportRow,
} from '@portal/contracts';
import { AFFILIATE_RETIRED, IMPORT_MESSAGES } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import { sqlCount, sqlRows } from '../engine/sql-rows.ts';
import type { ImportCounts, ImportKind, MergeOptions, RowProblem } from '../engine/kind.ts';
import { exportAffiliates } from './affiliates-export.ts';

/** Staging columns, in the order of toStaging: the affiliates table's own types. */
const STAGING_COLUMNS = [
  { name: 'contra', type: 'integer' },
  { name: 'middle', type: 'smallint' },
  { name: 'inte', type: 'smallint' },
  { name: 'prepaga', type: 'smallint' },
  { name: 'documento', type: 'varchar(11)' },
  { name: 'apellido', type: 'varchar(80)' },
  { name: 'nombre', type: 'varchar(80)' },
  { name: 'fecha_nacimiento', type: 'date' },
  { name: 'sexo', type: 'varchar(1)' },
  { name: 'plan', type: 'integer' },
  { name: 'ambito', type: 'varchar(1)' },
  { name: 'estado', type: 'varchar(1)' },
  { name: 'estado_desc', type: 'varchar(40)' },
  { name: 'desde', type: 'date' },
  { name: 'hasta', type: 'date' },
  { name: 'requiere_token', type: 'boolean' },
  { name: 'condicion_impuestos', type: 'varchar(40)' },
] as const;

/** The affiliate's columns an import sets, and the staging expression of each. */
const SET = {
  prepaga_id: 's.prepaga',
  documento: 's.documento',
  apellido: 's.apellido',
  nombre: 's.nombre',
  fecha_nacimiento: 's.fecha_nacimiento',
  sexo: 's.sexo',
  plan_id: 's.plan',
  ambito: 's.ambito',
  estado: 's.estado',
  estado_desc: 's.estado_desc',
  vigencia_desde: 's.desde',
  vigencia_hasta: 's.hasta',
  requiere_token: 's.requiere_token',
  condicion_impuestos: 's.condicion_impuestos',
} as const;
const TARGETS = Object.keys(SET);
const SOURCES = Object.values(SET);

const sameNumber = (a: string, s: string) =>
  `${a}.contra = ${s}.contra and ${a}.middle = ${s}.middle and ${a}.inte = ${s}.inte`;

/**
 * The periods of affiliates whose state or plan an UPDATE ... RETURNING (`changes`, with the id,
 * the old and the new state) just changed: the open period closes on the file's date (one is
 * made for the old state when the affiliate had none, e.g. rows older than the history) and the
 * new one opens then. One statement: the CTEs see one snapshot. `picked` is a CTE `c` of the
 * rows to change with their old values, found first: the update then joins only those rows by
 * id (PostgreSQL 15 has no `old` in RETURNING; a self-join of the table for them cost a second
 * pass over a million affiliates even when none changed).
 */
const withHistory = (picked: string, changes: string, day: ReturnType<typeof sql>) => sql`
  with c as materialized (${sql.raw(picked)}),
  changed as (${sql.raw(changes)}),
  moved as (
    select * from changed
    where (old_estado, old_estado_desc, old_plan_id) is distinct from (estado, estado_desc, plan_id)
  ),
  closed as (
    update affiliate_periods p set hasta = ${day}
    from moved where p.affiliate_id = moved.id and p.hasta is null
    returning p.affiliate_id
  ),
  first_known as (
    insert into affiliate_periods (affiliate_id, desde, hasta, plan_id, estado, estado_desc)
    select id, least(coalesce(old_desde, ${day}), ${day}), ${day}, old_plan_id, old_estado, old_estado_desc
    from moved where id not in (select affiliate_id from closed)
  ),
  opened as (
    insert into affiliate_periods (affiliate_id, desde, hasta, plan_id, estado, estado_desc)
    select id, ${day}, null, plan_id, estado, estado_desc from moved
  )
  select count(*) as n from changed`;

const OLD_VALUES = `o.id, o.estado as old_estado, o.estado_desc as old_estado_desc,
  o.plan_id as old_plan_id, o.vigencia_desde as old_desde`;
const RETURNING_OLD_AND_NEW = `returning a.id, a.estado, a.estado_desc, a.plan_id,
  c.old_estado, c.old_estado_desc, c.old_plan_id, c.old_desde`;

async function mergeAffiliates(db: Db, staging: string, options: MergeOptions) {
  const day = sql`${options.fileDate}::date`;
  const changed = await sqlCount(
    db,
    withHistory(
      `select ${OLD_VALUES}, ${SOURCES.map((source, i) => `${source} as ${TARGETS[i]}`).join(', ')}
       from ${staging} s join affiliates o on ${sameNumber('o', 's')}
       where (${TARGETS.map((t) => `o.${t}`).join(', ')}) is distinct from (${SOURCES.join(', ')})`,
      `update affiliates a set ${TARGETS.map((t) => `${t} = c.${t}`).join(', ')}
       from c where a.id = c.id
       ${RETURNING_OLD_AND_NEW}`,
      day,
    ),
  );
  // A new affiliate gets no period row: while it has none, the present row is its history
  // (coverage's asOf falls back to it), and its first change records the first period, from its
  // vigencia_desde (first_known above). Writing a period for every new row doubled the cost of
  // a fresh register: a second million-row insert with its index and two foreign keys (ADR 0054).
  const added = await sqlCount(
    db,
    sql`with added as (
      insert into affiliates (contra, middle, inte, ${sql.raw(TARGETS.join(', '))})
      select s.contra, s.middle, s.inte, ${sql.raw(SOURCES.join(', '))}
      from ${sql.raw(staging)} s
      where not exists (select 1 from affiliates a where ${sql.raw(sameNumber('a', 's'))})
      returning id
    )
    select count(*) as n from added`,
  );
  const staged = await sqlCount(db, sql`select count(*) as n from ${sql.raw(staging)}`);
  const retired = options.full
    ? await sqlCount(
        db,
        withHistory(
          `select ${OLD_VALUES} from affiliates o
           where (o.estado, o.estado_desc) is distinct from ('${AFFILIATE_RETIRED.estado}', '${AFFILIATE_RETIRED.estadoDesc}')
             and not exists (select 1 from ${staging} s where ${sameNumber('o', 's')})`,
          `update affiliates a set estado = '${AFFILIATE_RETIRED.estado}',
             estado_desc = '${AFFILIATE_RETIRED.estadoDesc}',
             vigencia_hasta = coalesce(a.vigencia_hasta, '${options.fileDate}'::date)
           from c where a.id = c.id
           ${RETURNING_OLD_AND_NEW}`,
          day,
        ),
      )
    : 0;
  return {
    new: added,
    changed,
    unchanged: staged - added - changed,
    retired,
  } satisfies ImportCounts;
}

/** Plans the file names that do not exist: the affiliate could not be validated against them. */
async function unknownPlans(db: Db, staging: string): Promise<RowProblem[]> {
  const result = await sqlRows<{ line: number; plan: number }>(
    db,
    sql.raw(`select s.line, s.plan from ${staging} s
      where not exists (select 1 from plans p where p.id = s.plan) order by s.line`),
  );
  return result.map((row) => ({
    line: Number(row.line),
    field: 'plan',
    message: IMPORT_MESSAGES.unknownPlan(Number(row.plan)),
  }));
}

/** The affiliates register (padrón): see docs/imports/README.md and docs/decisions/0048. */
export const affiliatesKind: ImportKind<AffiliateImportRow> = {
  name: 'affiliates',
  columns: AFFILIATE_IMPORT_COLUMNS,
  row: affiliateImportRow,
  key: (row) => `${row.contra}/${row.middle}/${row.inte}`,
  staging: STAGING_COLUMNS,
  toStaging: (row) => [
    row.contra,
    row.middle,
    row.inte,
    row.prepaga,
    row.documento,
    row.apellido,
    row.nombre,
    row.fechaNacimiento,
    row.sexo,
    row.plan,
    row.ambito,
    row.estado,
    row.estadoDesc,
    row.desde,
    row.hasta,
    row.requiereToken,
    row.condicionImpuestos,
  ],
  checkStaged: unknownPlans,
  merge: mergeAffiliates,
  invalidates: ['affiliates'],
  exportRows: exportAffiliates,
};
