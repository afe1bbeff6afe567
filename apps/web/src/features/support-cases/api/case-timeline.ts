import { caseTimelineCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** Every stage of the case, oldest first. */
export function fetchCaseTimeline(http: HttpClient, nroTramite: number, signal?: AbortSignal) {
  return callApi(http, caseTimelineCall, { params: { n: nroTramite } }, { signal });
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
