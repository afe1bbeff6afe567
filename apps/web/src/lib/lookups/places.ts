import type { AttentionPlaceDto } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAlreadyReported } from '../api-error';
import type { HttpClient } from '../http';
import { useHttp } from '../session/session-context';
import { scopePath, type LookupScope } from './scope';

/** GET {scope}/{providerId}/lugaresDeAtencion?fecha=YYYYMMDD; a failure lists none (§8). */
export async function fetchPlaces(
  http: HttpClient,
  scope: LookupScope,
  providerId: number,
  fecha: string,
  signal?: AbortSignal,
): Promise<AttentionPlaceDto[]> {
  try {
    return await http.get<AttentionPlaceDto[]>(
      `${scopePath(scope)}/${providerId}/lugaresDeAtencion?fecha=${fecha}`,
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
