import { processDetailCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** The case's process and its current task. */
export function fetchProcessDetail(http: HttpClient, nroTramite: number, signal?: AbortSignal) {
  return callApi(http, processDetailCall, { params: { id: nroTramite } }, { signal });
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
