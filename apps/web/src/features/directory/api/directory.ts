import {
  directoryLocalitiesCall,
  directoryNamesCall,
  directorySearchCall,
  directorySpecialtiesCall,
  publicDirectoryLocalitiesCall,
  publicDirectoryNamesCall,
  publicDirectorySearchCall,
  publicDirectorySpecialtiesCall,
} from '@portal/contracts';
import { shouldSuggest, type DirectorySearch, type SectionKind } from '@portal/domain/directory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';

/** Who searches: the cartilla pages (atencion-medica) or a visitor on the public home. */
export type DirectoryAudience = 'cartilla' | 'publico';

const CALLS = {
  cartilla: {
    specialties: directorySpecialtiesCall,
    localities: directoryLocalitiesCall,
    names: directoryNamesCall,
    search: directorySearchCall,
  },
  publico: {
    specialties: publicDirectorySpecialtiesCall,
    localities: publicDirectoryLocalitiesCall,
    names: publicDirectoryNamesCall,
    search: publicDirectorySearchCall,
  },
} as const;

const KEY = 'directory';
/** Reference lists change seldom. */
const STALE = 10 * 60_000;

export function useSectionSpecialties(audience: DirectoryAudience, seccion: SectionKind) {
  const http = useHttp();
  return useQuery({
    queryKey: [KEY, audience, 'specialties', seccion],
    queryFn: ({ signal }) =>
      callApi(http, CALLS[audience].specialties, { query: { seccion } }, { signal }),
    staleTime: STALE,
  });
}

/** Suggestions for what was typed: none asked below 3 characters (spec §9). */
export function useLocalitySuggestions(audience: DirectoryAudience, text: string) {
  const http = useHttp();
  const search = text.trim();
  return useQuery({
    queryKey: [KEY, audience, 'localities', search],
    queryFn: ({ signal }) =>
      callApi(http, CALLS[audience].localities, { query: { search } }, { signal }),
    enabled: shouldSuggest(search),
    staleTime: STALE,
  });
}

export function useNameSuggestions(
  audience: DirectoryAudience,
  seccion: SectionKind,
  text: string,
) {
  const http = useHttp();
  const search = text.trim();
  return useQuery({
    queryKey: [KEY, audience, 'names', seccion, search],
    queryFn: ({ signal }) =>
      callApi(http, CALLS[audience].names, { query: { seccion, search } }, { signal }),
    enabled: shouldSuggest(search),
    staleTime: STALE,
  });
}

/** One page of a section's search; `enabled` once the user has searched. */
export function useDirectorySearch(
  audience: DirectoryAudience,
  seccion: SectionKind,
  search: DirectorySearch,
  enabled: boolean,
) {
  const http = useHttp();
  return useQuery({
    queryKey: [KEY, audience, 'search', seccion, search],
    queryFn: ({ signal }) =>
      callApi(
        http,
        CALLS[audience].search,
        {
          query: {
            seccion,
            especialidad: search.especialidad || undefined,
            localidad: search.localidad || undefined,
            ape_razon: search.nombre.trim() || undefined,
            pagina: search.pagina,
          },
        },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
