import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAlreadyReported } from '../api-error';
import type { HttpClient } from '../http';
import { useHttp } from '../session/session-context';
import { scopePath, type LookupScope } from './scope';

export interface Circle {
  id: number;
  descripcion: string;
  cuit: string;
}

/** GET {scope}/{providerId}/circulos; a 404 means none (spec §7), any failure lists none (§8). */
export async function fetchCircles(
  http: HttpClient,
  scope: LookupScope,
  providerId: number,
  signal?: AbortSignal,
): Promise<Circle[]> {
  try {
    return await http.get<Circle[]>(`${scopePath(scope)}/${providerId}/circulos`, { signal });
  } catch (error) {
    if (isAlreadyReported(error) || signal?.aborted) throw error;
    return [];
  }
}

export function circlesQueryOptions(http: HttpClient, scope: LookupScope, providerId: number) {
  return queryOptions({
    queryKey: ['circles', scope, providerId],
    queryFn: ({ signal }) => fetchCircles(http, scope, providerId, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useCircles(scope: LookupScope, providerId: number, enabled = true) {
  return useQuery({ ...circlesQueryOptions(useHttp(), scope, providerId), enabled });
}
