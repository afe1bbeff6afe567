import type { RequestSearchQuery, RequestSearchResponse } from '@portal/contracts';
import { formatOrderDate, formatServerDate, toCsv } from '@portal/domain/format';
import { AUTHORIZATION_FILTER_STATES } from '@portal/domain/authorizations';
import {
  CASE_SEARCH_MAX_DAYS,
  lastSearchedDay,
  sentSearchWindow,
} from '@portal/domain/support-cases';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { HttpError } from '../../../lib/errors.ts';
import { ownProvider } from '../../../lib/ownership.ts';
import type { AuthorizationDeps } from '../shared/deps.ts';
import { toSummary } from '../shared/summary.ts';
import { searchPage, searchRequests, type RequestFilter } from './search.repository.ts';

export const SEARCH_MESSAGES = {
  dateOrder: 'La fecha desde no puede ser posterior a la fecha hasta.',
  dateRange: `Buscá en un período de hasta ${CASE_SEARCH_MAX_DAYS} días.`,
} as const;

/** The most rows one CSV export holds. */
export const EXPORT_MAX_ROWS = 5_000;

type Filters = Omit<RequestSearchQuery, 'pagina' | 'cantidad'>;

/**
 * Estado de Trámites' window (spec §5): the last 15 days by default; with only a start, until
 * today; `fechaHasta` is the day after the last day searched, as every search sends it.
 */
function filterOf(providerId: number, query: Filters, now: Date): RequestFilter {
  const read = sentSearchWindow(query, now);
  if (!read.ok && read.problem === 'range') {
    throw new HttpError(400, SEARCH_MESSAGES.dateRange, 'DATE_RANGE');
  }
  if (!read.ok) throw new HttpError(400, SEARCH_MESSAGES.dateOrder, 'DATES_OUT_OF_ORDER');
  const { window } = read;
  return {
    providerId,
    desde: window.desde,
    hasta: window.hasta,
    ...(query.contra === undefined ? {} : { contra: query.contra }),
    ...(query.inte === undefined ? {} : { inte: query.inte }),
    ...(query.nroAutorizacion === undefined ? {} : { nroAutorizacion: query.nroAutorizacion }),
    ...(query.estado === undefined ? {} : { states: AUTHORIZATION_FILTER_STATES[query.estado] }),
  };
}

export async function searchStatus(
  deps: AuthorizationDeps,
  providerId: number,
  pathId: number,
  query: RequestSearchQuery,
): Promise<RequestSearchResponse> {
  ownProvider(providerId, pathId);
  const filter = filterOf(providerId, query, deps.clock.now());
  const page = { limit: query.cantidad, offset: (query.pagina - 1) * query.cantidad };
  const { rows, total } = await searchPage(deps.db, filter, page);
  return {
    items: rows.map(toSummary),
    total,
    pagina: query.pagina,
    cantidad: query.cantidad,
    fechaDesde: formatServerDate(filter.desde),
    fechaHasta: formatServerDate(lastSearchedDay(filter)),
  };
}

/** The same search as CSV (es-AR: semicolons), newest first, at most EXPORT_MAX_ROWS rows. */
export async function exportStatus(
  deps: AuthorizationDeps,
  providerId: number,
  pathId: number,
  query: Filters,
): Promise<string> {
  ownProvider(providerId, pathId);
  const filter = filterOf(providerId, query, deps.clock.now());
  const rows = await searchRequests(deps.db, filter, { limit: EXPORT_MAX_ROWS, offset: 0 });
  return toCsv(
    [
      'Número',
      'Fecha',
      'Tipo',
      'Afiliado',
      'Nombre',
      'Prestación',
      'Etapa',
      'Estado',
      'Válida hasta',
    ],
    rows.map((row) => {
      const summary = toSummary(row);
      return [
        summary.nroAutorizacion,
        formatOrderDate(row.createdAt),
        summary.tipoDescripcion,
        formatAffiliateNumber(summary.afiliado),
        summary.afiliado.nombre,
        summary.resumen,
        summary.etapa,
        summary.estado.descripcion,
        summary.validezHasta ?? '',
      ];
    }),
  );
}
