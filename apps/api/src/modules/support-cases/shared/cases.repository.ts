import { and, asc, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { providers } from '../../../db/schema/core.ts';
import {
  supportAreas,
  supportCaseStages,
  supportCaseStates,
  supportCases,
  supportReasons,
} from '../../../db/schema/support-cases.ts';
import { affiliateMiddle } from '../../affiliates/public.ts';

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
    .select({
      ...summaryColumns,
      row: supportCases,
      // The case keeps its authorization's affiliate as contra and inte (spec §3).
      middleAfi: affiliateMiddle(supportCases.contraAfi, supportCases.inteAfi),
    })
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

const stageColumns = {
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
};

function stagesOf(db: Db, caseId: number) {
  return db
    .select(stageColumns)
    .from(supportCaseStages)
    .innerJoin(supportCaseStates, eq(supportCaseStates.id, supportCaseStages.estado))
    .leftJoin(users, eq(users.id, supportCaseStages.userId))
    .where(eq(supportCaseStages.caseId, caseId));
}

export type StageRow = Awaited<ReturnType<ReturnType<typeof stagesOf>['execute']>>[number];

/**
 * One page of a case's stages counted from the newest, oldest first within the page:
 * the SQL reads only the page (limit/offset on the case's stage index).
 */
export async function listStagePage(
  db: Db,
  caseId: number,
  page: { limit: number; offset: number },
): Promise<StageRow[]> {
  const newestFirst = await stagesOf(db, caseId)
    .orderBy(desc(supportCaseStages.id))
    .limit(page.limit)
    .offset(page.offset);
  return newestFirst.reverse();
}

export async function countStages(db: Db, caseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportCaseStages)
    .where(eq(supportCaseStages.caseId, caseId));
  return row?.n ?? 0;
}

/**
 * The stages that changed the case's state, oldest first (the first stage always does): all a
 * case's tasks and its filing stage need, however many stages kept the state in between.
 */
export function listStateChanges(db: Db, caseId: number) {
  const withPrevious = db
    .select({
      id: supportCaseStages.id,
      createdAt: supportCaseStages.createdAt,
      estado: supportCaseStages.estado,
      workflow: supportCaseStages.workflow,
      previous: sql<
        number | null
      >`lag(${supportCaseStages.estado}) over (order by ${supportCaseStages.id})`.as('previous'),
    })
    .from(supportCaseStages)
    .where(eq(supportCaseStages.caseId, caseId))
    .as('with_previous');
  return db
    .select({
      id: withPrevious.id,
      createdAt: withPrevious.createdAt,
      estado: withPrevious.estado,
      workflow: withPrevious.workflow,
    })
    .from(withPrevious)
    .where(sql`${withPrevious.previous} is distinct from ${withPrevious.estado}`)
    .orderBy(asc(withPrevious.id));
}
export type StateChangeRow = Awaited<ReturnType<typeof listStateChanges>>[number];

/** For the process view: the newest stage, and the newest that moved the case (estadoAnterior). */
export async function latestStages(db: Db, caseId: number) {
  const newest = (moved: boolean) =>
    db
      .select({ workflow: supportCaseStages.workflow, createdAt: supportCaseStages.createdAt })
      .from(supportCaseStages)
      .where(
        and(
          eq(supportCaseStages.caseId, caseId),
          moved
            ? sql`${supportCaseStages.estadoAnterior} is distinct from ${supportCaseStages.estado}`
            : undefined,
        ),
      )
      .orderBy(desc(supportCaseStages.id))
      .limit(1);
  const [[last], [lastMove]] = await Promise.all([newest(false), newest(true)]);
  return { last: last ?? null, lastMove: lastMove ?? null };
}
