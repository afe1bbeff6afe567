import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  providers,
  supportAreas,
  supportCaseStages,
  supportCaseStates,
  supportCases,
  supportReasons,
  users,
} from '../../db/schema/index.ts';

/** What providers and operators read of cases: searches, the pending inbox, one case, its stages. */

const creator = {
  creatorNombre: users.nombre,
  creatorApellido: users.apellido,
  creatorEmail: users.email,
  providerNombre: sql<string>`trim(${providers.nombreAbre} || ' ' || ${providers.apeRazonSocial})`,
};

const summaryColumns = {
  id: supportCases.id,
  nroTramite: supportCases.nroTramite,
  tramiteJbpm: supportCases.tramiteJbpm,
  providerId: supportCases.providerId,
  areaId: supportCases.areaId,
  areaDescripcion: supportAreas.descripcion,
  area: supportAreas.area,
  estado: supportCases.estado,
  estadoDesc: supportCaseStates.descripcion,
  createdAt: supportCases.createdAt,
  lastContactAt: supportCases.lastContactAt,
  motivoWebDetalle: supportReasons.descripcion,
  detalle: supportCases.detalle,
  nroAutorizacion: supportCases.nroAutorizacion,
  ...creator,
};

/** Only cases with a status description are listed (spec §5). */
const listable = and(
  isNotNull(supportCaseStates.descripcion),
  ne(supportCaseStates.descripcion, ''),
);

function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(supportCases)
    .innerJoin(supportAreas, eq(supportAreas.id, supportCases.areaId))
    .innerJoin(supportCaseStates, eq(supportCaseStates.id, supportCases.estado))
    .innerJoin(supportReasons, eq(supportReasons.id, supportCases.motivoWebId))
    .innerJoin(providers, eq(providers.id, supportCases.providerId))
    .leftJoin(users, eq(users.id, supportCases.createdByUserId));
}
export type CaseSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

export interface CaseSearchFilter {
  providerId: number;
  desde: Date;
  hasta: Date;
  areaId?: number;
  estados?: number[];
  nroAutorizacion?: number;
  limit: number;
}

/** Newest first, by filing date in [desde, hasta). */
export function searchCases(db: Db, filter: CaseSearchFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(supportCases.providerId, filter.providerId),
    gte(supportCases.createdAt, filter.desde),
    lt(supportCases.createdAt, filter.hasta),
    listable,
  ];
  if (filter.areaId !== undefined) conditions.push(eq(supportCases.areaId, filter.areaId));
  if (filter.estados) conditions.push(inArray(supportCases.estado, filter.estados));
  if (filter.nroAutorizacion !== undefined)
    conditions.push(eq(supportCases.nroAutorizacion, filter.nroAutorizacion));
  return summaries(db)
    .where(and(...conditions))
    .orderBy(desc(supportCases.createdAt), desc(supportCases.id))
    .limit(filter.limit);
}

/** The pending inbox's cases: the state, with the last contact in [since, now], listable. */
function pendingWhere(providerId: number, estado: number, since: Date, now: Date) {
  return and(
    eq(supportCases.providerId, providerId),
    eq(supportCases.estado, estado),
    gte(supportCases.lastContactAt, since),
    lte(supportCases.lastContactAt, now),
    listable,
  );
}

/** Pending inbox: estado 2 with the last contact in [since, now], newest first. */
export function pendingCases(db: Db, providerId: number, estado: number, since: Date, now: Date) {
  return summaries(db)
    .where(pendingWhere(providerId, estado, since, now))
    .orderBy(desc(supportCases.lastContactAt), desc(supportCases.id));
}

/** The inbox counter: the same cases as pendingCases, so it always equals the list's length. */
export async function countPendingCases(
  db: Db,
  providerId: number,
  estado: number,
  since: Date,
  now: Date,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportCases)
    .innerJoin(supportCaseStates, eq(supportCaseStates.id, supportCases.estado))
    .where(pendingWhere(providerId, estado, since, now));
  return row?.n ?? 0;
}

/** Listable cases of any provider, the most recently touched first (operators). */
export function recentCases(db: Db, filter: { prestad?: number; estado?: number }) {
  return summaries(db)
    .where(
      and(
        listable,
        filter.prestad === undefined ? undefined : eq(supportCases.providerId, filter.prestad),
        filter.estado === undefined ? undefined : eq(supportCases.estado, filter.estado),
      ),
    )
    .orderBy(desc(supportCases.lastContactAt), desc(supportCases.id))
    .limit(50);
}

/** One listable case of a provider, by the column that names it in the path. */
export async function findCase(
  db: Db,
  providerId: number | null,
  by: { nroTramite: number } | { tramiteJbpm: number },
) {
  const key =
    'nroTramite' in by
      ? eq(supportCases.nroTramite, by.nroTramite)
      : eq(supportCases.tramiteJbpm, by.tramiteJbpm);
  const [row] = await db
    .select({ ...summaryColumns, row: supportCases })
    .from(supportCases)
    .innerJoin(supportAreas, eq(supportAreas.id, supportCases.areaId))
    .innerJoin(supportCaseStates, eq(supportCaseStates.id, supportCases.estado))
    .innerJoin(supportReasons, eq(supportReasons.id, supportCases.motivoWebId))
    .innerJoin(providers, eq(providers.id, supportCases.providerId))
    .leftJoin(users, eq(users.id, supportCases.createdByUserId))
    .where(
      and(key, listable, providerId === null ? undefined : eq(supportCases.providerId, providerId)),
    );
  return row ?? null;
}
export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

export function listStages(db: Db, caseId: number) {
  return db
    .select({
      id: supportCaseStages.id,
      createdAt: supportCaseStages.createdAt,
      accion: supportCaseStages.accion,
      estadoAnterior: supportCaseStages.estadoAnterior,
      estado: supportCaseStages.estado,
      estadoDesc: supportCaseStates.descripcion,
      workflow: supportCaseStages.workflow,
      obsWeb: supportCaseStages.obsWeb,
      obsColaborador: supportCaseStages.obsColaborador,
      operator: supportCaseStages.operator,
      userNombre: users.nombre,
      userApellido: users.apellido,
      userEmail: users.email,
    })
    .from(supportCaseStages)
    .innerJoin(supportCaseStates, eq(supportCaseStates.id, supportCaseStages.estado))
    .leftJoin(users, eq(users.id, supportCaseStages.userId))
    .where(eq(supportCaseStages.caseId, caseId))
    .orderBy(asc(supportCaseStages.id));
}
export type StageRow = Awaited<ReturnType<typeof listStages>>[number];
