import {
  authorizationDocumentsCall,
  practiceGuidePdfCall,
  practiceGuidesCall,
  presentationFormFileCall,
  presentationFormsCall,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

const GUIDES_KEY = 'guides';
/** Reference content changes seldom: kept for half an hour. */
const STALE = 30 * 60_000;

export function usePresentationForms() {
  const http = useHttp();
  return useQuery({
    queryKey: [GUIDES_KEY, 'forms'],
    queryFn: ({ signal }) => callApi(http, presentationFormsCall, {}, { signal }),
    staleTime: STALE,
  });
}

/** One form's file (XLSX or PDF) as a Blob. */
export function fetchPresentationForm(http: HttpClient, id: string) {
  return callApi(http, presentationFormFileCall, { params: { id } });
}

export function useAuthorizationDocuments() {
  const http = useHttp();
  return useQuery({
    queryKey: [GUIDES_KEY, 'documents'],
    queryFn: ({ signal }) => callApi(http, authorizationDocumentsCall, {}, { signal }),
    staleTime: STALE,
  });
}

export interface GuideSearch {
  texto: string;
  especialidad: string;
  pagina: number;
}

export const GUIDES_PAGE_SIZE = 10;

export function usePracticeGuides(search: GuideSearch) {
  const http = useHttp();
  return useQuery({
    queryKey: [GUIDES_KEY, 'practices', search],
    queryFn: ({ signal }) =>
      callApi(
        http,
        practiceGuidesCall,
        {
          query: {
            texto: search.texto || undefined,
            especialidad: search.especialidad || undefined,
            pagina: search.pagina,
            cantidad: GUIDES_PAGE_SIZE,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: STALE,
  });
}

/** One guide's PDF as a Blob. */
export function fetchPracticeGuidePdf(http: HttpClient, id: number) {
  return callApi(http, practiceGuidePdfCall, { params: { id } });
}
