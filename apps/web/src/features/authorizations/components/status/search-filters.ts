import { formatOrderDate, formatServerDate } from '@portal/domain/format';
import {
  lastSearchedDay,
  caseSearchWindow,
  sentSearchWindow,
  serverSearchDates,
  typedSearchWindow,
} from '@portal/domain/support-cases';
import { parseAffiliateNumber } from '@portal/domain/affiliates';
import { requestSearchQuery, type AUTHORIZATION_DISPLAY_FILTERS } from '@portal/contracts';
import type { RequestExport } from '../../api/search-requests';

/** The number as the search call reads it: a positive 32-bit integer, digits only. */
const AUTHORIZATION_NUMBER = requestSearchQuery.shape.nroAutorizacion.unwrap();

export type StateFilter = (typeof AUTHORIZATION_DISPLAY_FILTERS)[number];

/** The filters as typed: dates dd/mm/aaaa as the DateField holds them. */
export interface RequestFilters {
  desde: string;
  hasta: string;
  afiliado: string;
  numero: string;
  estado: StateFilter | '';
}

export const STATE_FILTERS: readonly { value: StateFilter; label: string }[] = [
  { value: 'pendiente', label: 'Pendiente' },
  { value: 'observado', label: 'Observado' },
  { value: 'finalizado', label: 'Finalizado' },
];

/** The last 15 days up to today (spec §5), shown in the fields so the user sees the window. */
export function defaultFilters(now: Date): RequestFilters {
  const window = caseSearchWindow({}, now);
  return {
    desde: formatOrderDate(window.desde),
    hasta: formatOrderDate(lastSearchedDay(window)),
    afiliado: '',
    numero: '',
    estado: '',
  };
}

export type FilterErrors = Partial<Record<keyof RequestFilters, string>>;

export type FiltersBuild = { ok: true; query: RequestExport } | { ok: false; errors: FilterErrors };

/**
 * The query of Estado de Trámites (and its CSV) with the support centre's date rules (spec §5):
 * an empty start is 15 days before the end, an empty end is today; days go as YYYYMMDD, the
 * end exclusive (the end plus one day) like every search's.
 */
export function buildRequestQuery(filters: RequestFilters, now: Date): FiltersBuild {
  const read = typedSearchWindow(filters, now);
  if (!read.ok) return { ok: false, errors: { [read.field]: read.message } };
  const { window } = read;
  const query: RequestExport = serverSearchDates(window);
  if (filters.afiliado.trim()) {
    const parsed = parseAffiliateNumber(filters.afiliado);
    if (!parsed.ok) return { ok: false, errors: { afiliado: parsed.message } };
    query.contra = parsed.value.contra;
    query.inte = parsed.value.inte;
  }
  if (filters.numero.trim()) {
    const numero = AUTHORIZATION_NUMBER.safeParse(filters.numero.trim());
    if (!numero.success) return { ok: false, errors: { numero: numero.error.issues[0]!.message } };
    query.nroAutorizacion = numero.data;
  }
  if (filters.estado) query.estado = filters.estado;
  return { ok: true, query };
}

/** The CSV is named by the first and last day it lists (the query's end is the day after). */
export function exportFileName(query: RequestExport, now: Date): string {
  const read = sentSearchWindow(query, now);
  if (!read.ok) return 'tramites.csv';
  const { desde } = read.window;
  return `tramites-${formatServerDate(desde)}-${formatServerDate(lastSearchedDay(read.window))}.csv`;
}
