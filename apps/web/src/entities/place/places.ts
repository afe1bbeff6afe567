import type { AttentionPlaceDto } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupCalls, type LookupScope } from '@/entities/coverage/lookup-scope';
import { isAlreadyReported } from '@/lib/api-error';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

/** The provider's attention places in force on a day (YYYYMMDD); a failure lists none (§8). */
export async function fetchPlaces(
  http: HttpClient,
  scope: LookupScope,
  providerId: number,
  fecha: string,
  signal?: AbortSignal,
): Promise<AttentionPlaceDto[]> {
  try {
    return await callApi(
      http,
      lookupCalls(scope).places,
      { params: { id: providerId }, query: { fecha } },
      { signal },
    );
  } catch (error) {
    if (isAlreadyReported(error) || signal?.aborted) throw error;
    return [];
  }
}

export function placesQueryOptions(
  http: HttpClient,
  scope: LookupScope,
  providerId: number,
  fecha: string,
) {
  return queryOptions({
    queryKey: ['places', scope, providerId, fecha],
    queryFn: ({ signal }) => fetchPlaces(http, scope, providerId, fecha, signal),
    enabled: /^\d{8}$/.test(fecha),
    staleTime: 5 * 60 * 1000,
  });
}

export function usePlaces(scope: LookupScope, providerId: number, fecha: string) {
  return useQuery(placesQueryOptions(useHttp(), scope, providerId, fecha));
}
