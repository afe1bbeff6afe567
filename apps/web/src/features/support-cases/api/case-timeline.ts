import type { CaseTimelineResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** GET /pre/v1/process/tramite/{n}: every stage of the case, oldest first. */
export function fetchCaseTimeline(
  http: HttpClient,
  nroTramite: number,
  signal?: AbortSignal,
): Promise<CaseTimelineResponse> {
  return http.get<CaseTimelineResponse>(`/pre/v1/process/tramite/${nroTramite}`, { signal });
}

export function caseTimelineQueryOptions(http: HttpClient, nroTramite: number) {
  return queryOptions({
    queryKey: [...caseKeys.case(nroTramite), 'linea-de-tiempo'],
    queryFn: ({ signal }) => fetchCaseTimeline(http, nroTramite, signal),
  });
}

export function useCaseTimeline(nroTramite: number) {
  return useQuery(caseTimelineQueryOptions(useHttp(), nroTramite));
}
