import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  providers,
  supportAreas,
  supportCaseStages,
  supportCaseStates,
  supportCases,
  supportReasons,
  users,
} from '../../../db/schema/index.ts';

/**
 * What every part of the support centre reads of cases: the summary columns of a case list,
 * which cases are listed at all, one case and its stages.
 */

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
export const listable = and(
  isNotNull(supportCaseStates.descripcion),
  ne(supportCaseStates.descripcion, ''),
);

export function summaries(db: Db) {
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
