import { and, asc, count, eq, sql } from 'drizzle-orm';
import { AFFILIATE_VALID_ESTADO } from '@portal/domain/affiliates';
import type { Db } from '../../db/client.ts';
import { batchLoader } from '../../db/batch-loader.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { affiliates } from '../../db/schema/affiliates.ts';
import { plans } from '../../db/schema/core.ts';

const affiliateColumns = {
  contra: affiliates.contra,
  middle: affiliates.middle,
  inte: affiliates.inte,
  prepagaId: affiliates.prepagaId,
  nombre: affiliates.nombre,
  apellido: affiliates.apellido,
  documento: affiliates.documento,
  estado: affiliates.estado,
  estadoDesc: affiliates.estadoDesc,
  planId: plans.id,
  planDescripcion: plans.descripcion,
  descuentoFarmacia: plans.descuentoFarmacia,
};

/**
 * The validation lookup. Lookups made in the same turn of the event loop travel together
 * (batchLoader, ADR 0015) as ONE prepared query: the numbers go as two arrays, and each pair
 * is found through affiliates_number_idx (contra, then inte; at most a handful of rows per
 * number), joined with the plan. Prepared once per database handle, so PostgreSQL plans it
 * once per connection.
 */
const affiliateBatchStatement = preparedPerDb((db) =>
  db
    .select(affiliateColumns)
    .from(affiliates)
    .innerJoin(plans, eq(plans.id, affiliates.planId))
    .where(
      sql`(${affiliates.contra}, ${affiliates.inte}) in (select * from unnest(${sql.placeholder('contras')}::integer[], ${sql.placeholder('intes')}::integer[]))`,
    )
    .orderBy(asc(affiliates.contra), asc(affiliates.inte), asc(affiliates.middle))
    .prepare('affiliate_validation_batch'),
);

type AffiliateNumberKey = { contra: number; inte: number };
const numberId = (key: AffiliateNumberKey) => `${key.contra}/${key.inte}`;

const affiliateLoader = preparedPerDb((db) =>
  batchLoader<AffiliateNumberKey, AffiliateRow[]>({
    id: numberId,
    missing: [],
    async load(keys) {
      const rows = await affiliateBatchStatement(db).execute({
        contras: keys.map((key) => key.contra),
        intes: keys.map((key) => key.inte),
      });
      const byNumber = new Map<string, AffiliateRow[]>();
      for (const row of rows) {
        const id = numberId(row);
        const found = byNumber.get(id);
        if (found) found.push(row);
        else byNumber.set(id, [row]);
      }
      return byNumber;
    },
  }),
);

/** Every record of an affiliate number (contra, inte), lowest middle part first. */
export function findAffiliatesByNumber(db: Db, contra: number, inte: number) {
  return affiliateLoader(db)({ contra, inte });
}
export type AffiliateRow = Awaited<
  ReturnType<ReturnType<typeof affiliateBatchStatement>['execute']>
>[number];

export async function findAffiliateByNumber(db: Db, contra: number, inte: number) {
  const rows = await db
    .select({ ...affiliateColumns, requiereToken: affiliates.requiereToken })
    .from(affiliates)
    .innerJoin(plans, eq(plans.id, affiliates.planId))
    .where(and(eq(affiliates.contra, contra), eq(affiliates.inte, inte)))
    .orderBy(asc(affiliates.middle))
    .limit(1);
  return rows[0] ?? null;
}

/** Fiscal data by document; the oldest record wins if a document repeats. */
export async function findFiscalData(db: Db, documento: string) {
  const rows = await db
    .select({
      contra: affiliates.contra,
      prepagaId: affiliates.prepagaId,
      condicionImpuestos: affiliates.condicionImpuestos,
    })
    .from(affiliates)
    .where(eq(affiliates.documento, documento))
    .orderBy(asc(affiliates.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findTherapeuticToken(
  db: Db,
  prepagaId: number,
  contra: number,
  inte: number,
) {
  const rows = await db
    .select({ requiereToken: affiliates.requiereToken })
    .from(affiliates)
    .where(
      and(
        eq(affiliates.contra, contra),
        eq(affiliates.inte, inte),
        eq(affiliates.prepagaId, prepagaId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** A contract's members counted, with the plan of its lowest member. */
export async function findContract(db: Db, contra: number) {
  const [totals] = await db
    .select({
      integrantes: count(),
      activos:
        sql<number>`count(*) filter (where ${affiliates.estado} = ${AFFILIATE_VALID_ESTADO})`.mapWith(
          Number,
        ),
    })
    .from(affiliates)
    .where(eq(affiliates.contra, contra));
  if (!totals || totals.integrantes === 0) return null;
  const [holder] = await db
    .select({
      prepagaId: affiliates.prepagaId,
      planId: plans.id,
      planDescripcion: plans.descripcion,
      descuentoFarmacia: plans.descuentoFarmacia,
    })
    .from(affiliates)
    .innerJoin(plans, eq(plans.id, affiliates.planId))
    .where(eq(affiliates.contra, contra))
    .orderBy(asc(affiliates.inte))
    .limit(1);
  return holder ? { ...totals, ...holder } : null;
}

export interface BulkLookupRow {
  /** Position of the row in the chunk. */
  i: number;
  contra: number;
  middle: number;
  inte: number;
  estado: string;
  estadoDesc: string;
  serviceKnown: boolean;
  modCobert: string | null;
}

interface RawBulkRow {
  i: number;
  contra: number;
  middle: number;
  inte: number;
  estado: string;
  estado_desc: string;
  service_known: boolean;
  mod_cobert: string | null;
}

/**
 * Every row of a bulk chunk in one set-based query: the chunk travels as one JSON parameter,
 * is joined with affiliates by (contra, inte) and, when a service was given, with the service
 * and the plan's coverage of it.
 */
export async function bulkLookup(
  db: Db,
  rows: readonly { i: number; contra: number; inte: number; service: number | null }[],
): Promise<BulkLookupRow[]> {
  if (rows.length === 0) return [];
  // Both drivers answer { rows }; Drizzle's driver-neutral handle leaves raw results untyped.
  const result: unknown = await db.execute(sql`
    select q.i, a.contra, a.middle, a.inte, a.estado, a.estado_desc,
           s.codigo is not null as service_known, pc.mod_cobert
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as q(i int, contra int, inte int, service int)
    join affiliates a on a.contra = q.contra and a.inte = q.inte
    left join services s on s.codigo = q.service
    left join plan_coverage pc on pc.plan_id = a.plan_id and pc.service_codigo = q.service
  `);
  return (result as { rows: RawBulkRow[] }).rows.map((row) => ({
    i: Number(row.i),
    contra: Number(row.contra),
    middle: Number(row.middle),
    inte: Number(row.inte),
    estado: row.estado,
    estadoDesc: row.estado_desc,
    serviceKnown: row.service_known,
    modCobert: row.mod_cobert,
  }));
}
