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
  managementUnits,
  providerManagementUnits,
  providers,
  supportAreas,
  supportAuthorizations,
  supportCaseFiles,
  supportCaseStages,
  supportCaseStates,
  supportCases,
  supportReasons,
  users,
} from '../../db/schema/index.ts';

/** What the rules need to know of the caller's provider, in one query. */
export async function findProviderContext(db: Db, providerId: number) {
  const [row] = await db
    .select({
      id: providers.id,
      tipo: providers.tipo,
      email: providers.email,
      esOdonto: providers.esOdonto,
      nombre: sql<string>`trim(${providers.nombreAbre} || ' ' || ${providers.apeRazonSocial})`,
      units: sql<number[]>`(select coalesce(json_agg(pmu.unit_id order by pmu.unit_id), '[]'::json)
        from ${providerManagementUnits} pmu where pmu.provider_id = ${providers.id})`,
    })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row ?? null;
}
export type ProviderContext = NonNullable<Awaited<ReturnType<typeof findProviderContext>>>;

export function listManagementUnits(db: Db, providerId: number) {
  return db
    .select({ id: managementUnits.id, descripcion: managementUnits.descripcion })
    .from(providerManagementUnits)
    .innerJoin(managementUnits, eq(managementUnits.id, providerManagementUnits.unitId))
    .where(eq(providerManagementUnits.providerId, providerId))
    .orderBy(asc(managementUnits.id));
}

export function listAreas(db: Db, ambit: 'A' | 'I') {
  return db
    .select({ id: supportAreas.id, descripcion: supportAreas.descripcion, area: supportAreas.area })
    .from(supportAreas)
    .where(sql`${supportAreas.ambito} is null or ${supportAreas.ambito} = ${ambit}`)
    .orderBy(
      sql`case ${supportAreas.area} when 'contrataciones' then 0 when 'autorizaciones' then 1 else 2 end`,
    );
}

export function listReasons(
  db: Db,
  area: string,
  filter: { tipo?: string; odontology?: boolean } = {},
) {
  const conditions: SQL[] = [eq(supportReasons.area, area)];
  if (filter.tipo)
    conditions.push(sql`position(${filter.tipo} in ${supportReasons.tiposPrestador}) > 0`);
  if (filter.odontology === false) conditions.push(eq(supportReasons.soloOdonto, false));
  return db
    .select()
    .from(supportReasons)
    .where(and(...conditions))
    .orderBy(asc(supportReasons.sort));
}

/** The provider's own e-mail and its users' e-mails (active users only). */
export function listProviderEmails(db: Db, providerId: number) {
  return db
    .select({ email: users.email, nombre: users.nombre, apellido: users.apellido })
    .from(users)
    .where(and(eq(users.providerId, providerId), sql`${users.disabledAt} is null`))
    .orderBy(asc(users.id));
}

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

/** Pending inbox: estado 2 with the last contact in [since, now], newest first. */
export function pendingCases(db: Db, providerId: number, estado: number, since: Date, now: Date) {
  return summaries(db)
    .where(
      and(
        eq(supportCases.providerId, providerId),
        eq(supportCases.estado, estado),
        gte(supportCases.lastContactAt, since),
        lte(supportCases.lastContactAt, now),
        listable,
      ),
    )
    .orderBy(desc(supportCases.lastContactAt), desc(supportCases.id));
}

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
    .where(
      and(
        eq(supportCases.providerId, providerId),
        eq(supportCases.estado, estado),
        gte(supportCases.lastContactAt, since),
        lte(supportCases.lastContactAt, now),
        listable,
      ),
    );
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

/** A file's description, never its content. */
export const fileMetaColumns = {
  id: supportCaseFiles.id,
  origin: supportCaseFiles.origin,
  name: supportCaseFiles.name,
  extension: supportCaseFiles.extension,
  fileName: supportCaseFiles.fileName,
  sizeBytes: supportCaseFiles.sizeBytes,
  contentType: supportCaseFiles.contentType,
  createdAt: supportCaseFiles.createdAt,
  stageId: supportCaseFiles.stageId,
};

export function listCaseFiles(db: Db, caseId: number, origin?: 'WCAP' | 'SCAP') {
  return db
    .select(fileMetaColumns)
    .from(supportCaseFiles)
    .where(
      and(
        eq(supportCaseFiles.caseId, caseId),
        origin ? eq(supportCaseFiles.origin, origin) : undefined,
      ),
    )
    .orderBy(asc(supportCaseFiles.id));
}
export type FileMetaRow = Awaited<ReturnType<typeof listCaseFiles>>[number];

export async function findFile(db: Db, providerId: number, origin: 'WCAP' | 'SCAP', id: number) {
  const [row] = await db
    .select({ ...fileMetaColumns, content: supportCaseFiles.content })
    .from(supportCaseFiles)
    .where(
      and(
        eq(supportCaseFiles.id, id),
        eq(supportCaseFiles.origin, origin),
        eq(supportCaseFiles.providerId, providerId),
      ),
    );
  return row ?? null;
}

export function searchAuthorizations(
  db: Db,
  filter: { providerId: number; contra?: number; inte?: number; nro?: number; workflow?: string },
) {
  return db
    .select()
    .from(supportAuthorizations)
    .where(
      and(
        eq(supportAuthorizations.providerId, filter.providerId),
        filter.contra === undefined ? undefined : eq(supportAuthorizations.contra, filter.contra),
        filter.inte === undefined ? undefined : eq(supportAuthorizations.inte, filter.inte),
        filter.nro === undefined
          ? undefined
          : eq(supportAuthorizations.nroAutorizacion, filter.nro),
        filter.workflow === undefined
          ? undefined
          : eq(supportAuthorizations.workflow, filter.workflow),
      ),
    )
    .orderBy(desc(supportAuthorizations.fecha), desc(supportAuthorizations.id))
    .limit(50);
}
