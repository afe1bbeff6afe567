import type {
  AuthorizationSearchResponse,
  CaseSearchResponse,
  MotivoWeb,
  PendingInboxResponse,
} from '@portal/contracts';
import { CASE_SEARCH_LIMIT } from '@portal/contracts';
import {
  addDays,
  areaOfId,
  authorizationCategory,
  CASE_AREA_IDS,
  CASE_AREA_TITLES,
  CASE_EXTRA_MESSAGES,
  CASE_STATE,
  caseSearchArea,
  caseSearchDatesProblem,
  caseSearchWindow,
  contractingRoute,
  EXTRA_MESSAGES,
  parseCaseSearchDate,
  pendingInboxSince,
  providerAmbit,
  SETTLEMENT_ROUTE,
  type CaseArea,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { toSummary } from './case-mappers.ts';
import * as reads from './support-case-reads.repository.ts';
import * as reference from './support-case-reference.repository.ts';

export interface CaseReadDeps {
  db: Db;
  clock: Clock;
}

export const notFound = () => new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');

/** The caller's provider; a code in a path or body that is not the caller's is "not found". */
export async function ownProvider(db: Db, sessionProviderId: number, code?: number) {
  if (code !== undefined && code !== sessionProviderId) throw notFound();
  const provider = await reference.findProviderContext(db, sessionProviderId);
  if (!provider) throw notFound();
  return { ...provider, ambit: providerAmbit(provider.units) };
}

export async function reasonsOf(
  db: Db,
  areaId: number,
  filter: { tipo?: string; odontology?: boolean } = {},
): Promise<MotivoWeb[]> {
  const area = areaOfId(areaId);
  if (!area) throw notFound();
  const rows = await reference.listReasons(db, area, filter);
  return rows.map((row) => {
    const route =
      area === 'contrataciones'
        ? contractingRoute(areaId === CASE_AREA_IDS.contratacionesInterior ? 'I' : 'A')
        : area === 'liquidaciones'
          ? SETTLEMENT_ROUTE
          : authorizationCategory(row.id)!;
    return {
      id: row.id,
      descripcion: row.descripcion,
      submotivo: route.submotivo,
      workflow: route.workflow,
    };
  });
}

export async function associatedEmails(db: Db, providerId: number, providerEmail: string) {
  const users = await reference.listProviderEmails(db, providerId);
  const seen = new Set<string>();
  const entries = [
    { email: providerEmail, descripcion: 'Correo del prestador' },
    ...users.map((user) => ({
      email: user.email,
      descripcion: `Usuario ${user.nombre} ${user.apellido}`.trim(),
    })),
  ];
  return entries.filter(({ email }) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Parses the sent window (fechaHasta already the end plus one day) and applies §5's defaults. */
function searchWindow(now: Date, fechaDesde?: string, fechaHasta?: string) {
  const desde = fechaDesde === undefined ? null : parseCaseSearchDate(fechaDesde);
  const hastaSent = fechaHasta === undefined ? null : parseCaseSearchDate(fechaHasta);
  if ((fechaDesde !== undefined && !desde) || (fechaHasta !== undefined && !hastaSent)) {
    throw new HttpError(400, CASE_EXTRA_MESSAGES.invalidDate, 'INVALID_DATES');
  }
  const window = caseSearchWindow(
    { startDate: desde, endDate: hastaSent ? addDays(hastaSent, -1) : null },
    now,
  );
  const problem = caseSearchDatesProblem(window.desde, window.hasta);
  if (problem === 'order') throw new HttpError(400, CASE_EXTRA_MESSAGES.dateOrder, 'DATE_ORDER');
  if (problem === 'range') throw new HttpError(400, CASE_EXTRA_MESSAGES.dateRange, 'DATE_RANGE');
  return window;
}

export interface CaseSearchInput {
  prestad: number;
  ambitoPrestador?: 'A' | 'I';
  areaId?: number;
  estado?: number | number[];
  fechaDesde?: string;
  fechaHasta?: string;
  nroAutorizacion?: number;
}

/** Both searches of §7: the caller's listable cases by filing date, area and state. */
export async function searchCases(
  deps: CaseReadDeps,
  providerId: number,
  input: CaseSearchInput,
): Promise<CaseSearchResponse> {
  const provider = await ownProvider(deps.db, providerId, input.prestad);
  if (input.ambitoPrestador && input.ambitoPrestador !== provider.ambit) {
    throw new HttpError(400, 'El ámbito no corresponde al prestador.', 'AMBIT_MISMATCH');
  }
  const window = searchWindow(deps.clock.now(), input.fechaDesde, input.fechaHasta);
  let areaId: number | undefined;
  if (input.areaId !== undefined) {
    areaId = caseSearchArea(input.areaId, provider.ambit);
    if (!areaOfId(areaId))
      throw new HttpError(400, CASE_EXTRA_MESSAGES.unknownArea, 'UNKNOWN_AREA');
  }
  const rows = await reads.searchCases(deps.db, {
    providerId: provider.id,
    desde: window.desde,
    hasta: window.hasta,
    ...(areaId === undefined ? {} : { areaId }),
    ...(input.estado === undefined
      ? {}
      : { estados: Array.isArray(input.estado) ? input.estado : [input.estado] }),
    ...(input.nroAutorizacion === undefined ? {} : { nroAutorizacion: input.nroAutorizacion }),
    limit: CASE_SEARCH_LIMIT + 1,
  });
  return {
    tramites: rows.slice(0, CASE_SEARCH_LIMIT).map(toSummary),
    truncado: rows.length > CASE_SEARCH_LIMIT,
  };
}

export async function pendingInbox(
  deps: CaseReadDeps,
  providerId: number,
): Promise<PendingInboxResponse> {
  const now = deps.clock.now();
  const rows = await reads.pendingCases(
    deps.db,
    providerId,
    CASE_STATE.observado,
    pendingInboxSince(now),
    now,
  );
  return { cantidad: rows.length, tramites: rows.map(toSummary) };
}

export function pendingCount(deps: CaseReadDeps, providerId: number) {
  const now = deps.clock.now();
  return reads.countPendingCases(
    deps.db,
    providerId,
    CASE_STATE.observado,
    pendingInboxSince(now),
    now,
  );
}

export async function ownCase(
  db: Db,
  providerId: number,
  by: { nroTramite: number } | { tramiteJbpm: number },
) {
  const found = await reads.findCase(db, providerId, by);
  if (!found) throw notFound();
  return found;
}

export async function searchAuthorizations(
  deps: CaseReadDeps,
  providerId: number,
  query: { prestad: number; contra?: number; inte?: number; nroAuto?: number; workflowId?: string },
): Promise<AuthorizationSearchResponse> {
  await ownProvider(deps.db, providerId, query.prestad);
  const rows = await reference.searchAuthorizations(deps.db, {
    providerId,
    ...(query.contra === undefined ? {} : { contra: query.contra }),
    ...(query.inte === undefined ? {} : { inte: query.inte }),
    ...(query.nroAuto === undefined ? {} : { nro: query.nroAuto }),
    ...(query.workflowId === undefined ? {} : { workflow: query.workflowId }),
  });
  return rows.map((row) => ({
    nroAutorizacion: row.nroAutorizacion,
    nroTrmAutorizacion: row.nroTrm,
    contraAfi: row.contra,
    inteAfi: row.inte,
    nombreApeAfi: row.nombreApeAfi,
    fechaAutorizacion: row.fecha.toISOString(),
    estadoDesc: row.estadoDesc,
    prestacion: row.prestacion,
    workflow: row.workflow,
  }));
}

export const areaTitle = (area: CaseArea) => CASE_AREA_TITLES[area];
