import { settlementMotivosCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** Settlement case reasons. */
export function fetchSettlementMotivos(http: HttpClient, signal?: AbortSignal) {
  return callApi(http, settlementMotivosCall, {}, { signal });
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
