import type { CaseSearchResponse } from '@portal/contracts';
import { CASE_SEARCH_LIMIT } from '@portal/contracts';
import {
  areaOfId,
  CASE_EXTRA_MESSAGES,
  caseSearchArea,
  sentSearchWindow,
} from '@portal/domain/support-cases';
import { HttpError } from '../../../lib/errors.ts';
import { toSummary } from '../shared/case-mappers.ts';
import { ownProvider, type CaseReadDeps } from '../shared/ownership.service.ts';
import * as search from './search.repository.ts';

const WINDOW_REFUSALS = {
  invalid: [CASE_EXTRA_MESSAGES.invalidDate, 'INVALID_DATES'],
  order: [CASE_EXTRA_MESSAGES.dateOrder, 'DATE_ORDER'],
  range: [CASE_EXTRA_MESSAGES.dateRange, 'DATE_RANGE'],
} as const;

/** The sent window (fechaHasta the end plus one day) with §5's defaults. */
function searchWindow(now: Date, fechaDesde?: string, fechaHasta?: string) {
  const read = sentSearchWindow({ fechaDesde, fechaHasta }, now);
  if (!read.ok) {
    const [message, code] = WINDOW_REFUSALS[read.problem];
    throw new HttpError(400, message, code);
  }
  return read.window;
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
  const rows = await search.searchCases(deps.db, {
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
