import type { managementUnitsResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import type { SchemaOutput } from '@/lib/schema-types';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

export type ManagementUnits = SchemaOutput<typeof managementUnitsResponse>;

/** GET /pre/cap/{code}/unidades-gestion: the provider's management units (they decide its ambit). */
export function fetchManagementUnits(
  http: HttpClient,
  code: number,
  signal?: AbortSignal,
): Promise<ManagementUnits> {
  return http.get<ManagementUnits>(`/pre/cap/${code}/unidades-gestion`, { signal });
}

export function managementUnitsQueryOptions(http: HttpClient, code: number) {
  return queryOptions({
    queryKey: caseKeys.reference('unidades-gestion', code),
    queryFn: ({ signal }) => fetchManagementUnits(http, code, signal),
    staleTime: Infinity,
  });
}

export function useManagementUnits(code: number) {
  return useQuery(managementUnitsQueryOptions(useHttp(), code));
}
