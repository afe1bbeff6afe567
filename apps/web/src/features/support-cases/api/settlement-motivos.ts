import type { MotivoWeb } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** GET /pre/v1/motivos-web/liquidaciones: settlement case reasons. */
export function fetchSettlementMotivos(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<MotivoWeb[]> {
  return http.get<MotivoWeb[]>('/pre/v1/motivos-web/liquidaciones', { signal });
}

export function settlementMotivosQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: caseKeys.reference('motivos-web', 'liquidaciones'),
    queryFn: ({ signal }) => fetchSettlementMotivos(http, signal),
    staleTime: Infinity,
  });
}

export function useSettlementMotivos(enabled: boolean) {
  return useQuery({ ...settlementMotivosQueryOptions(useHttp()), enabled });
}
