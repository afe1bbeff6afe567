import type { CaseSearchRequest } from '@portal/contracts';
import {
  addDays,
  CASE_EXTRA_MESSAGES,
  caseSearchArea,
  caseSearchDates,
  caseSearchDatesProblem,
  caseSearchWindow,
  caseStatesForLabel,
  parseTypedDate,
  TYPED_DATE_INVALID,
  type Ambit,
  type CaseSearchWindow,
  type CaseStatusLabel,
} from '@portal/domain';

/** The search form as typed: dates as the DateField holds them (dd/mm/aaaa, '' when empty). */
export interface SearchFilters {
  desde: string;
  hasta: string;
  /** An areas-consulta id, '' for every area. */
  areaId: string;
  estado: CaseStatusLabel | '';
}

export const EMPTY_FILTERS: SearchFilters = { desde: '', hasta: '', areaId: '', estado: '' };

export const STATUS_FILTERS: readonly CaseStatusLabel[] = [
  'Pendiente',
  'Observado',
  'En Proceso',
  'Finalizado',
];

export type SearchBuild =
  | { ok: true; request: CaseSearchRequest; window: CaseSearchWindow }
  | { ok: false; errors: { desde?: string; hasta?: string } };

/**
 * The ConsultaTramites payload with spec §5's rules, all from the domain: by default the last
 * 15 days up to now, only a start → up to now, the end sent as end + 1 day in YYYY/MM/DD, and
 * area 2 read as 17 for the interior ambit. 'Finalizado' stands for three states.
 */
export function buildSearchRequest(
  filters: SearchFilters,
  provider: { code: number; ambit: Ambit },
  now: Date,
): SearchBuild {
  const startDate = filters.desde.trim() ? parseTypedDate(filters.desde) : null;
  const endDate = filters.hasta.trim() ? parseTypedDate(filters.hasta) : null;
  if (filters.desde.trim() && !startDate)
    return { ok: false, errors: { desde: TYPED_DATE_INVALID } };
  if (filters.hasta.trim() && !endDate) return { ok: false, errors: { hasta: TYPED_DATE_INVALID } };

  const window = caseSearchWindow({ startDate, endDate }, now);
  switch (caseSearchDatesProblem(window.desde, window.hasta)) {
    case 'invalid':
      return { ok: false, errors: { desde: CASE_EXTRA_MESSAGES.invalidDate } };
    case 'order':
      return { ok: false, errors: { hasta: CASE_EXTRA_MESSAGES.dateOrder } };
    case 'range':
      return { ok: false, errors: { desde: CASE_EXTRA_MESSAGES.dateRange } };
    case null:
      break;
  }

  const request: CaseSearchRequest = {
    ambitoPrestador: provider.ambit,
    prestad: provider.code,
    ...caseSearchDates(window),
  };
  if (filters.areaId) request.motivoId = caseSearchArea(Number(filters.areaId), provider.ambit);
  if (filters.estado) request.estado = caseStatesForLabel(filters.estado);
  return { ok: true, request, window };
}

/** The last day a window covers (the window's end is exclusive). */
export function lastDayOf(window: CaseSearchWindow): Date {
  return addDays(window.hasta, -1);
}
