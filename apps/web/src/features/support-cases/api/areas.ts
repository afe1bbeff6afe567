import { areasCall } from '@portal/contracts';
import type { Ambit } from '@portal/domain/provider';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** The areas a case can be filed in for the ambit. */
export function fetchAreas(http: HttpClient, ambit: Ambit, signal?: AbortSignal) {
  return callApi(http, areasCall, { params: { ambit } }, { signal });
}

export function areasQueryOptions(http: HttpClient, ambit: Ambit) {
  return queryOptions({
    queryKey: caseKeys.reference('areas', ambit),
    queryFn: ({ signal }) => fetchAreas(http, ambit, signal),
    staleTime: Infinity,
  });
}

export function useAreas(ambit: Ambit) {
  return useQuery(areasQueryOptions(useHttp(), ambit));
}
