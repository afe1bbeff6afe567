import { DIRECTORY_MAX_PAGE } from './constants.ts';

/** A directory search as its shareable address carries it (spec §2 Beyond: filters in the URL). */
export interface DirectorySearch {
  /** A specialty id of the section; 0 for none chosen. */
  especialidad: number;
  /** The chosen locality's id; 0 for none. */
  localidad: number;
  /** The locality as the field showed it, so a shared link fills the field again. */
  zona: string;
  /** Words of the name (ape_razon). */
  nombre: string;
  pagina: number;
}

const positive = (text: string | null, max = 2_147_483_647) => {
  if (text === null || !/^\d{1,10}$/.test(text)) return 0;
  const value = Number(text);
  return value <= max ? value : 0;
};

/** The query string keys a search owns; an address may carry others beside them. */
export const DIRECTORY_QUERY_KEYS = [
  'especialidad',
  'localidad',
  'zona',
  'nombre',
  'pagina',
] as const;

/** The query string of a search (without '?'), leaving out what is empty or the default. */
export function directorySearchQuery(search: DirectorySearch): string {
  const params = new URLSearchParams();
  if (search.especialidad > 0) params.set('especialidad', String(search.especialidad));
  if (search.localidad > 0) {
    params.set('localidad', String(search.localidad));
    if (search.zona.trim()) params.set('zona', search.zona.trim());
  }
  if (search.nombre.trim()) params.set('nombre', search.nombre.trim());
  if (search.pagina > 1) params.set('pagina', String(search.pagina));
  return params.toString();
}

/** `current` with its search replaced by `search`, other keys (e.g. the home's section) kept. */
export function withDirectorySearch(current: URLSearchParams, search: DirectorySearch) {
  const next = new URLSearchParams(directorySearchQuery(search));
  for (const [key, value] of current) {
    if (!(DIRECTORY_QUERY_KEYS as readonly string[]).includes(key)) next.append(key, value);
  }
  return next;
}

/**
 * The search an address holds: what is missing or malformed falls back to the empty search's
 * value, none of specialty, locality and name (a hand-edited link never breaks the page); a page
 * beyond the last allowed falls back to 1.
 */
export function directorySearchFromQuery(query: string | URLSearchParams): DirectorySearch {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const localidad = positive(params.get('localidad'));
  return {
    especialidad: positive(params.get('especialidad')),
    localidad,
    zona: localidad ? (params.get('zona') ?? '').slice(0, 200) : '',
    nombre: (params.get('nombre') ?? '').slice(0, 80),
    pagina: positive(params.get('pagina'), DIRECTORY_MAX_PAGE) || 1,
  };
}

/** Whether the search has anything to look for (a specialty, a locality or a name). */
export const hasCriteria = (search: DirectorySearch) =>
  search.especialidad > 0 || search.localidad > 0 || search.nombre.trim() !== '';
