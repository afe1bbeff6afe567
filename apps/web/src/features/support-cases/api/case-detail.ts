import type { CaseDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** GET /pre/v2/cap/{id}/DetalleTramite: the case of spec §3 with its stages and files. */
export function fetchCaseDetail(
  http: HttpClient,
  nroTramite: number,
  signal?: AbortSignal,
): Promise<CaseDetail> {
  return http.get<CaseDetail>(`/pre/v2/cap/${nroTramite}/DetalleTramite`, { signal });
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
