import {
  and,
  asc,
  eq,
  gte,
  isNull,
  like,
  lte,
  ne,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { CONNECTIVITY_COMPANY_CODE } from '@portal/domain/connectivity';
import type { Db } from '../../db/client.ts';
import { affiliatePeriods, affiliates } from '../../db/schema/affiliates.ts';
import { plans } from '../../db/schema/core.ts';
import {
  agreedServices,
  circles,
  diagnoses,
  planCoverage,
  providerCircles,
  providerTerminals,
  services,
} from '../../db/schema/coverage.ts';

/**
 * A column of the affiliate as on `day`: from the register period in force that day when the
 * history has one, otherwise the present row (affiliates imported before the history, or no day).
 */
function asOf<T>(day: string | undefined, column: string, present: Column): SQL<T> {
  if (day === undefined) return sql<T>`${present}`;
  return sql<T>`coalesce((
    select p.${sql.raw(column)} from ${affiliatePeriods} p
    where p.affiliate_id = ${affiliates.id} and p.desde <= ${day}::date
      and (p.hasta is null or p.hasta > ${day}::date)
    order by p.desde desc limit 1
  ), ${present})`;
}

export const serviceColumns = {
  codigo: services.codigo,
  cod_cobertura: services.codCobertura,
  carac: services.carac,
  descripcion: services.descripcion,
  tipo: services.tipo,
  nomenclador: services.nomenclador,
};

/**
 * What a coverage decision needs about one affiliate and one service, in one query: the
 * affiliate (every middle part on record for contra + inte), its plan, the service and the
 * plan's coverage of it (null columns when the service or the coverage does not exist).
 */
export async function findCoverageFacts(
  db: Db,
  contra: number,
  inte: number,
  serviceCodigo: number | null,
  /** yyyy-mm-dd: answer as on that day (the period in force then, docs/decisions/0048). */
  day?: string,
) {
  // Service codes are positive: 0 names none, for an affiliate-only lookup (eligibility).
  const service = serviceCodigo ?? 0;
  const estado = asOf<string>(day, 'estado', affiliates.estado);
  const estadoDesc = asOf<string>(day, 'estado_desc', affiliates.estadoDesc);
  const planId = asOf<number>(day, 'plan_id', affiliates.planId);
  return db
    .select({
      affiliateId: affiliates.id,
      contra: affiliates.contra,
      middle: affiliates.middle,
      inte: affiliates.inte,
      prepagaId: affiliates.prepagaId,
      estado,
      estadoDesc,
      nombre: affiliates.nombre,
      apellido: affiliates.apellido,
      planId: plans.id,
      planDescripcion: plans.descripcion,
      service: {
        codigo: services.codigo,
        cod_cobertura: services.codCobertura,
        carac: services.carac,
        descripcion: services.descripcion,
        tipo: services.tipo,
        nomenclador: services.nomenclador,
      },
      modCobert: planCoverage.modCobert,
      exceptuada: planCoverage.exceptuada,
      copago: planCoverage.copago,
    })
    .from(affiliates)
    .innerJoin(plans, eq(plans.id, planId))
    .leftJoin(services, eq(services.codigo, service))
    .leftJoin(
      planCoverage,
      and(eq(planCoverage.planId, planId), eq(planCoverage.serviceCodigo, service)),
    )
    .where(and(eq(affiliates.contra, contra), eq(affiliates.inte, inte)))
    .orderBy(asc(affiliates.middle))
    .limit(4);
}
export type CoverageFacts = Awaited<ReturnType<typeof findCoverageFacts>>[number];

/** The provider's active terminals of the connectivity company and its circle, in one query. */
export async function findProviderConnectivity(db: Db, providerId: number) {
  const [row] = await db
    .select({
      terminals: sql<{ id: number; codigo: string }[]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'codigo', t.codigo) order by t.codigo)
        from ${providerTerminals} t
        where t.provider_id = ${providerId} and t.activa and t.empresa_conectividad = ${CONNECTIVITY_COMPANY_CODE}
      ), '[]'::json)`,
      circle: sql<{ id: number; descripcion: string; cuit: string } | null>`(
        select json_build_object('id', c.id, 'descripcion', c.descripcion, 'cuit', c.cuit)
        from ${providerCircles} pc join ${circles} c on c.id = pc.circle_id
        where pc.provider_id = ${providerId} order by c.id limit 1
      )`,
    })
    .from(sql`(select 1) as one`);
  return { terminals: row?.terminals ?? [], circle: row?.circle ?? null };
}

/** A service is authorizable when it exists in that nomenclator and some plan covers it. */
export async function isAuthorizable(db: Db, codigo: number, nomenclador: string) {
  const [row] = await db
    .select({ codigo: services.codigo })
    .from(services)
    .innerJoin(planCoverage, eq(planCoverage.serviceCodigo, services.codigo))
    .where(
      and(
        eq(services.codigo, codigo),
        eq(services.nomenclador, nomenclador),
        ne(planCoverage.modCobert, 'NC'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type SearchKey = typeof services.searchKey | typeof diagnoses.searchKey;

/** Word-prefix match on a search key: "eco" finds "ecografia ..." and "... ecografia ...". */
const wordPrefix = (column: SearchKey, key: string) =>
  or(like(column, `${key}%`), like(column, `% ${key}%`));

/** Orders the keys that start with the typed word before those where a later word matches. */
const startingWithFirst = (column: SearchKey, key: string) => sql`${column} like ${`${key}%`} desc`;

export async function searchServicesByCode(db: Db, codePrefix: string, limit: number) {
  return db
    .select(serviceColumns)
    .from(services)
    .where(like(sql`${services.codigo}::text`, `${codePrefix}%`))
    .orderBy(asc(services.codigo))
    .limit(limit);
}

export async function searchServicesByDescription(db: Db, key: string, limit: number) {
  return db
    .select(serviceColumns)
    .from(services)
    .where(wordPrefix(services.searchKey, key))
    .orderBy(startingWithFirst(services.searchKey, key), asc(services.searchKey))
    .limit(limit);
}

export async function findAgreedServices(
  db: Db,
  filter: {
    providerId: number;
    day: string;
    descriptionKey?: string | undefined;
    planId?: number | undefined;
    serviceCodigo?: number | undefined;
    placeId?: number | undefined;
  },
) {
  return db
    .select({
      prestadCodigo: agreedServices.providerId,
      prestadLugar: agreedServices.placeId,
      prestacCodigo: agreedServices.serviceCodigo,
      prestacDesc: services.descripcion,
      plan: agreedServices.planId,
      vigenciaDesde: agreedServices.vigenciaDesde,
      vigenciaHasta: agreedServices.vigenciaHasta,
      valor: agreedServices.valor,
    })
    .from(agreedServices)
    .innerJoin(services, eq(services.codigo, agreedServices.serviceCodigo))
    .where(
      and(
        eq(agreedServices.providerId, filter.providerId),
        lte(agreedServices.vigenciaDesde, filter.day),
        or(isNull(agreedServices.vigenciaHasta), gte(agreedServices.vigenciaHasta, filter.day)),
        filter.descriptionKey ? wordPrefix(services.searchKey, filter.descriptionKey) : undefined,
        filter.planId === undefined
          ? undefined
          : or(isNull(agreedServices.planId), eq(agreedServices.planId, filter.planId)),
        filter.serviceCodigo === undefined
          ? undefined
          : eq(agreedServices.serviceCodigo, filter.serviceCodigo),
        filter.placeId === undefined ? undefined : eq(agreedServices.placeId, filter.placeId),
      ),
    )
    .orderBy(
      asc(agreedServices.placeId),
      asc(agreedServices.serviceCodigo),
      asc(agreedServices.planId),
    )
    .limit(500);
}

const diagnosisColumns = { codigo: diagnoses.codigo, denominacion: diagnoses.denominacion };

export async function findDiagnosesByCode(db: Db, codePrefix: string, limit: number) {
  return db
    .select(diagnosisColumns)
    .from(diagnoses)
    .where(like(diagnoses.codigo, `${codePrefix}%`))
    .orderBy(asc(diagnoses.codigo))
    .limit(limit);
}

export async function findDiagnosesByName(db: Db, key: string, limit: number) {
  return db
    .select(diagnosisColumns)
    .from(diagnoses)
    .where(wordPrefix(diagnoses.searchKey, key))
    .orderBy(startingWithFirst(diagnoses.searchKey, key), asc(diagnoses.codigo))
    .limit(limit);
}

export async function findDiagnosis(db: Db, codigo: string) {
  const [row] = await db
    .select(diagnosisColumns)
    .from(diagnoses)
    .where(eq(diagnoses.codigo, codigo));
  return row ?? null;
}

/** The services a plan excepts (they need an authorization even when approved). */
export async function findExceptedServices(db: Db, planId: number) {
  return db
    .select(serviceColumns)
    .from(planCoverage)
    .innerJoin(services, eq(services.codigo, planCoverage.serviceCodigo))
    .where(and(eq(planCoverage.planId, planId), eq(planCoverage.exceptuada, 'S')))
    .orderBy(asc(services.codigo));
}
