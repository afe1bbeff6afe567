import { contractDataCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

/** Spec §7 "contract data by affiliate contract". */
export function fetchContractData(http: HttpClient, contra: number, signal?: AbortSignal) {
  return callApi(http, contractDataCall, { params: { contra } }, { signal });
}

export function contractDataQueryOptions(http: HttpClient, contra: number) {
  return queryOptions({
    queryKey: ['affiliates', 'contract', contra],
    queryFn: ({ signal }) => fetchContractData(http, contra, signal),
  });
}

export function useContractData(contra: number) {
  return useQuery(contractDataQueryOptions(useHttp(), contra));
}
