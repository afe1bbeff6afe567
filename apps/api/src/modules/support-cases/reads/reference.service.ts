import type { AuthorizationSearchResponse, MotivoWeb } from '@portal/contracts';
import {
  areaOfId,
  authorizationCategory,
  CASE_AREA_IDS,
  contractingRoute,
  odontologyFlag,
  SETTLEMENT_ROUTE,
  type CaseArea,
} from '@portal/domain/support-cases';
import type { Db } from '../../../db/client.ts';
import { findCaseAuthorizations } from '../../authorizations/public.ts';
import { notFound, ownProvider, type CaseReadDeps } from '../shared/ownership.service.ts';
import * as reference from './reference.repository.ts';

/** The lists a new case is built from, each of the caller's provider. */

export async function managementUnits(deps: CaseReadDeps, providerId: number, code: number) {
  const provider = await ownProvider(deps.db, providerId, code);
  return reference.listManagementUnits(deps.db, provider.id);
}

export async function odontology(deps: CaseReadDeps, providerId: number, code: number) {
  const provider = await ownProvider(deps.db, providerId, code);
  return { esOdonto: odontologyFlag(provider.esOdonto) };
}

export async function areas(deps: CaseReadDeps, ambit: 'A' | 'I') {
  const rows = await reference.listAreas(deps.db, ambit);
  return rows.map((row) => ({ ...row, area: row.area as CaseArea }));
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

/** GET prestadores/{code}/emails: the provider's own e-mail and its active users'. */
export async function providerEmails(deps: CaseReadDeps, providerId: number, code: number) {
  const provider = await ownProvider(deps.db, providerId, code);
  return associatedEmails(deps.db, provider.id, provider.email);
}

export async function searchAuthorizations(
  deps: CaseReadDeps,
  providerId: number,
  query: { prestad: number; contra?: number; inte?: number; nroAuto?: number; workflowId?: string },
): Promise<AuthorizationSearchResponse> {
  await ownProvider(deps.db, providerId, query.prestad);
  const rows = await findCaseAuthorizations(deps.db, {
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
    middleAfi: row.middle,
    inteAfi: row.inte,
    nombreApeAfi: row.nombreApeAfi,
    fechaAutorizacion: row.fecha.toISOString(),
    estadoDesc: row.estadoDesc,
    prestacion: row.prestacion,
    workflow: row.workflow,
  }));
}
