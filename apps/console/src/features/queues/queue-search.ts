import type { QueueQuery } from '@portal/contracts';

/** The list's filters, order and page, kept in the URL so a reload or a shared link keeps them. */
export const FILTER_KEYS = ['prestador', 'tipo', 'estado', 'edadDesde', 'edadHasta'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string>;

const QUERY_KEYS = [...FILTER_KEYS, 'orden', 'sentido', 'page'] as const;

export const EMPTY_FILTERS: Filters = {
  prestador: '',
  tipo: '',
  estado: '',
  edadDesde: '',
  edadHasta: '',
};

/** The call's query as the URL holds it (text; the contract parses and the server checks it). */
export function queryFromSearch(search: URLSearchParams): QueueQuery {
  const query: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = search.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

export function filtersFromSearch(search: URLSearchParams): Filters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, search.get(key) ?? ''])) as Filters;
}

/** The URL after a change: empty values leave it, and any change but paging returns to page 1. */
export function nextSearch(
  search: URLSearchParams,
  changes: Partial<Record<(typeof QUERY_KEYS)[number], string>>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value.trim());
    else next.delete(key);
  }
  if (!('page' in changes) || changes.page === '1') next.delete('page');
  return next;
}
