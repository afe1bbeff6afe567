import type { AuthorizationDetailResponse } from '@portal/contracts';
import {
  authorizationStateView,
  processSteps,
  type AuthorizationProcess,
} from '@portal/domain/authorizations';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { HttpError } from '../../../lib/errors.ts';
import { ownProvider } from '../../../lib/ownership.ts';
import type { AuthorizationDeps } from '../shared/deps.ts';
import * as requests from '../shared/requests.repository.ts';
import { stepName, toSummary } from '../shared/summary.ts';
import { findPlaceName } from '../filing/filing.repository.ts';

export const notFound = () => new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');

/** One request of the caller's provider; anyone else's is "not found", as a missing one. */
export async function ownRequest(
  deps: Pick<AuthorizationDeps, 'db'>,
  providerId: number,
  pathId: number,
  nro: number,
) {
  ownProvider(providerId, pathId);
  const row = await requests.findRequest(deps.db, providerId, nro);
  if (!row) throw notFound();
  return row;
}

/** GET …/:id/tramites/:nro: every field filed, files, observations, history and steps. */
export async function requestDetail(
  deps: AuthorizationDeps,
  providerId: number,
  pathId: number,
  nro: number,
): Promise<AuthorizationDetailResponse> {
  const row = await ownRequest(deps, providerId, pathId, nro);
  const [services, files, events, place] = await Promise.all([
    requests.findServices(deps.db, row.id),
    requests.findFileMetas(deps.db, row.id),
    requests.findEvents(deps.db, row.id),
    row.lugarAtencionId === null ? null : findPlaceName(deps.db, row.lugarAtencionId),
  ]);
  return {
    ...toSummary(row),
    lugarAtencion: place,
    prestaciones: services,
    datos: row.datos,
    observacion: row.observacion,
    archivos: files.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      size: file.size,
      contentType: file.contentType,
      fecha: file.createdAt.toISOString(),
      origen: file.origen,
    })),
    historial: events.map((event) => ({
      fecha: event.createdAt.toISOString(),
      estado: authorizationStateView(event.estado),
      etapa: stepName(row.proceso, event.etapa),
      origen: event.origen,
      autor: event.autor,
      mensaje: event.mensaje,
    })),
    observacionAuditor: row.observacionAuditor,
    etapas: [...processSteps(row.proceso as AuthorizationProcess)],
  };
}

/** A file of one of the caller's requests. */
export async function requestFile(
  deps: AuthorizationDeps,
  providerId: number,
  params: { id: number; nro: number; archivo: number },
) {
  const row = await ownRequest(deps, providerId, params.id, params.nro);
  const file = await requests.findFile(deps.db, row.id, params.archivo);
  if (!file) throw notFound();
  return file;
}
