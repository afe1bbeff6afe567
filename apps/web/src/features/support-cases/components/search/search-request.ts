import type { CaseSearchRequest } from '@portal/contracts';
import {
  caseSearchArea,
  caseSearchDates,
  caseStatesForLabel,
  type CaseSearchWindow,
  type CaseStatusLabel,
  typedSearchWindow,
} from '@portal/domain/support-cases';
import type { Ambit } from '@portal/domain/provider';

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
  const read = typedSearchWindow(filters, now);
  if (!read.ok) return { ok: false, errors: { [read.field]: read.message } };
  const { window } = read;

  const request: CaseSearchRequest = {
    ambitoPrestador: provider.ambit,
    prestad: provider.code,
    ...caseSearchDates(window),
  };
  if (filters.areaId) request.motivoId = caseSearchArea(Number(filters.areaId), provider.ambit);
  if (filters.estado) request.estado = caseStatesForLabel(filters.estado);
  return { ok: true, request, window };
}

/** The results' caption names the window's last day with the domain's rule. */
export { lastSearchedDay as lastDayOf } from '@portal/domain/support-cases';
