import { caseDetailCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** The case of spec §3 with its stages and files. */
export function fetchCaseDetail(http: HttpClient, nroTramite: number, signal?: AbortSignal) {
  return callApi(http, caseDetailCall, { params: { id: nroTramite } }, { signal });
}

export function caseDetailQueryOptions(http: HttpClient, nroTramite: number) {
  return queryOptions({
    queryKey: [...caseKeys.case(nroTramite), 'detalle'],
    queryFn: ({ signal }) => fetchCaseDetail(http, nroTramite, signal),
  });
}

export function useCaseDetail(nroTramite: number) {
  return useQuery(caseDetailQueryOptions(useHttp(), nroTramite));
}
