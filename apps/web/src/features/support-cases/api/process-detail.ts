import type { ProcessDetailResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** GET /pre/v2/proveedores/tramites/{id}: the case's process and its current task. */
export function fetchProcessDetail(
  http: HttpClient,
  nroTramite: number,
  signal?: AbortSignal,
): Promise<ProcessDetailResponse> {
  return http.get<ProcessDetailResponse>(`/pre/v2/proveedores/tramites/${nroTramite}`, {
    signal,
  });
}

export function processDetailQueryOptions(http: HttpClient, nroTramite: number) {
  return queryOptions({
    queryKey: [...caseKeys.case(nroTramite), 'proceso'],
    queryFn: ({ signal }) => fetchProcessDetail(http, nroTramite, signal),
  });
}

export function useProcessDetail(nroTramite: number) {
  return useQuery(processDetailQueryOptions(useHttp(), nroTramite));
}
