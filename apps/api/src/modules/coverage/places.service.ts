import {
  CONNECTIVITY_COMPANY_CODE,
  CONNECTIVITY_MESSAGES,
  TERMINAL_CHANNEL,
} from '@portal/domain/connectivity';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { isoDay, serverDayOf, type CoverageDeps } from './coverage.service.ts';
import {
  findCartillaAtPlace,
  findCircles,
  findPlaces,
  findTerminals,
  insertTerminal,
} from './places.repository.ts';

export const PLACE_MESSAGES = {
  planExcluded: 'El lugar de atención no atiende la cartilla del afiliado.',
  unknownCartilla: 'La cartilla indicada no existe.',
  noCircles: 'El prestador no pertenece a ningún círculo.',
} as const;

export async function attentionPlaces(
  deps: CoverageDeps,
  providerId: number,
  pathId: number,
  fecha: string,
) {
  ownProvider(providerId, pathId);
  const rows = await findPlaces(deps.db, providerId, isoDay(fecha));
  return rows.map((row) => ({
    ...row,
    vigenciaDesde: serverDayOf(row.vigenciaDesde),
    vigenciaHasta: row.vigenciaHasta === null ? null : serverDayOf(row.vigenciaHasta),
  }));
}

export async function validateCartilla(
  deps: CoverageDeps,
  providerId: number,
  params: { id: number; place: number },
  codigoCartilla: number,
) {
  ownProvider(providerId, params.id);
  const place = await findCartillaAtPlace(deps.db, providerId, params.place, codigoCartilla);
  if (!place) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  if (place.planExists === null) return { valido: false, mensaje: PLACE_MESSAGES.unknownCartilla };
  if (place.excluded !== null) return { valido: false, mensaje: PLACE_MESSAGES.planExcluded };
  return { valido: true, mensaje: null };
}

export async function terminals(
  deps: CoverageDeps,
  providerId: number,
  pathId: number,
  company: number,
) {
  ownProvider(providerId, pathId);
  return findTerminals(deps.db, providerId, company);
}

export async function registerTerminal(
  deps: CoverageDeps,
  providerId: number,
  input: { codigoPrestador: number; codigo: string; descripcion?: string | undefined },
) {
  ownProvider(providerId, input.codigoPrestador);
  const created = await insertTerminal(deps.db, {
    providerId,
    codigo: input.codigo,
    descripcion: input.descripcion || `Terminal ${input.codigo}`,
    empresaConectividad: CONNECTIVITY_COMPANY_CODE,
    canal: TERMINAL_CHANNEL,
    activa: true,
    createdAt: deps.clock.now(),
  });
  if (!created) throw new HttpError(409, CONNECTIVITY_MESSAGES.terminalExists, 'TERMINAL_EXISTS');
  return created;
}

/** GET {scope}/{id}/circulos: 404 when there is none, as the spec's client expects. */
export async function circlesOf(deps: CoverageDeps, providerId: number, pathId: number) {
  ownProvider(providerId, pathId);
  const rows = await findCircles(deps.db, providerId);
  if (rows.length === 0) throw new HttpError(404, PLACE_MESSAGES.noCircles, 'NO_CIRCLES');
  return rows;
}
