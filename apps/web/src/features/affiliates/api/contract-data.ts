import type { ContractResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

/** GET /pre/v1/validador/contratos/{contra} (spec §7 "contract data by affiliate contract"). */
export function fetchContractData(
  http: HttpClient,
  contra: number,
  signal?: AbortSignal,
): Promise<ContractResponse> {
  return http.get<ContractResponse>(`/pre/v1/validador/contratos/${contra}`, { signal });
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
