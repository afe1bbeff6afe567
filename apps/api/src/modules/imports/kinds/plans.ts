import { sql } from 'drizzle-orm';
import { PLAN_IMPORT_COLUMNS, planImportRow, type PlanImportRow } from '@portal/contracts';
import { IMPORT_MESSAGES, PLAN_IMPORT_MESSAGES } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import { sqlCount, sqlRows } from '../engine/sql-rows.ts';
import type { ImportCounts, ImportKind, MergeOptions, RowProblem } from '../engine/kind.ts';
import { exportPlans } from './plans-export.ts';

const STAGING_COLUMNS = [
  { name: 'plan', type: 'integer' },
  { name: 'prepaga', type: 'smallint' },
  { name: 'descripcion', type: 'varchar(120)' },
  { name: 'descuento_farmacia', type: 'smallint' },
  { name: 'prestacion', type: 'integer' },
  { name: 'modalidad', type: 'varchar(2)' },
  { name: 'exceptuada', type: 'varchar(1)' },
  { name: 'copago_cents', type: 'bigint' },
] as const;

async function checkPlans(db: Db, staging: string): Promise<RowProblem[]> {
  const services = await sqlRows<{ line: number; prestacion: number }>(
    db,
    sql.raw(`select s.line, s.prestacion from ${staging} s
      where s.prestacion is not null
        and not exists (select 1 from services v where v.codigo = s.prestacion)`),
  );
  // A plan's own columns repeat on each of its rows: the first row of the plan is the reference.
  const mismatched = await sqlRows<{ line: number; first: number }>(
    db,
    sql.raw(`with f as (
        select distinct on (plan) plan, line, prepaga, descripcion, descuento_farmacia
        from ${staging} order by plan, line
      )
      select s.line, f.line as first from ${staging} s join f on f.plan = s.plan
      where (s.prepaga, s.descripcion, s.descuento_farmacia)
        is distinct from (f.prepaga, f.descripcion, f.descuento_farmacia)`),
  );
  return [
    ...services.map((row) => ({
      line: Number(row.line),
      field: 'prestacion',
      message: IMPORT_MESSAGES.unknownService(Number(row.prestacion)),
    })),
    ...mismatched.map((row) => ({
      line: Number(row.line),
      field: 'descripcion',
      message: PLAN_IMPORT_MESSAGES.planMismatch(Number(row.first)),
    })),
  ];
}

/**
 * How each row of the file compares with the database before the merge, so the report counts
 * rows like every kind's (new + changed + unchanged = the rows applied): a row is new when its
 * plan or its coverage line is; changed when its plan's columns or its line's differ.
 */
async function classifyRows(db: Db, staging: string) {
  const s = sql.raw(staging);
  const [row] = await sqlRows<{
    added: string | number;
    changed: string | number;
    total: string | number;
  }>(
    db,
    sql`with r as (
      select p.id is null or (s.prestacion is not null and c.plan_id is null) as added,
        (p.prepaga_id, p.descripcion, p.descuento_farmacia)
          is distinct from (s.prepaga, s.descripcion, s.descuento_farmacia)
        or (s.prestacion is not null and (c.mod_cobert, c.exceptuada, c.copago)
          is distinct from (s.modalidad, coalesce(s.exceptuada, 'N'), s.copago_cents::numeric / 100))
          as differs
      from ${s} s
      left join plans p on p.id = s.plan
      left join plan_coverage c on c.plan_id = s.plan and c.service_codigo = s.prestacion
    )
    select count(*) filter (where added) as added,
      count(*) filter (where not added and differs) as changed, count(*) as total from r`,
  );
  const added = Number(row?.added ?? 0);
  const changed = Number(row?.changed ?? 0);
  return { added, changed, unchanged: Number(row?.total ?? 0) - added - changed };
}

/**
 * Plans are upserted (never deleted: affiliates and history point at them); coverage lines are
 * upserted by plan + service, and with `full` the lines the file lacks are removed (a coverage
 * line has no history of its own; `retired` counts them).
 */
async function mergePlans(db: Db, staging: string, options: MergeOptions): Promise<ImportCounts> {
  const rows = await classifyRows(db, staging);
  const s = sql.raw(staging);
  const plansInFile = sql`select distinct on (plan) plan, prepaga, descripcion, descuento_farmacia
    from ${s} order by plan, line`;
  await db.execute(sql`update plans p set prepaga_id = f.prepaga, descripcion = f.descripcion,
      descuento_farmacia = f.descuento_farmacia
    from (${plansInFile}) f
    where p.id = f.plan and (p.prepaga_id, p.descripcion, p.descuento_farmacia)
      is distinct from (f.prepaga, f.descripcion, f.descuento_farmacia)`);
  await db.execute(sql`insert into plans (id, prepaga_id, descripcion, descuento_farmacia)
    select f.plan, f.prepaga, f.descripcion, f.descuento_farmacia from (${plansInFile}) f
    where not exists (select 1 from plans p where p.id = f.plan)`);
  const lines = sql`select plan, prestacion, modalidad, coalesce(exceptuada, 'N') as exceptuada,
    copago_cents::numeric / 100 as copago from ${s} where prestacion is not null`;
  await db.execute(sql`update plan_coverage c set mod_cobert = l.modalidad,
      exceptuada = l.exceptuada, copago = l.copago
    from (${lines}) l
    where c.plan_id = l.plan and c.service_codigo = l.prestacion
      and (c.mod_cobert, c.exceptuada, c.copago) is distinct from (l.modalidad, l.exceptuada, l.copago)`);
  await db.execute(sql`insert into plan_coverage (plan_id, service_codigo, mod_cobert, exceptuada, copago)
    select l.plan, l.prestacion, l.modalidad, l.exceptuada, l.copago from (${lines}) l
    where not exists (
      select 1 from plan_coverage c where c.plan_id = l.plan and c.service_codigo = l.prestacion
    )`);
  const retired = options.full
    ? await sqlCount(
        db,
        sql`with d as (
          delete from plan_coverage c where not exists (
            select 1 from ${s} l where l.plan = c.plan_id and l.prestacion = c.service_codigo
          ) returning 1
        ) select count(*) as n from d`,
      )
    : 0;
  return { new: rows.added, changed: rows.changed, unchanged: rows.unchanged, retired };
}

/** Plans and their coverage: see docs/imports/README.md. */
export const plansKind: ImportKind<PlanImportRow> = {
  name: 'plans',
  columns: PLAN_IMPORT_COLUMNS,
  row: planImportRow,
  key: (row) => `${row.plan}/${row.prestacion ?? ''}`,
  staging: STAGING_COLUMNS,
  toStaging: (row) => [
    row.plan,
    row.prepaga,
    row.descripcion,
    row.descuentoFarmacia,
    row.prestacion,
    row.modalidad,
    row.exceptuada,
    row.copago,
  ],
  checkStaged: checkPlans,
  merge: mergePlans,
  invalidates: ['plans', 'coverage'],
  exportRows: exportPlans,
};
