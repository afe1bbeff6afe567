import { managementUnitsCall, type CallResult } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

export type ManagementUnits = CallResult<typeof managementUnitsCall>;

/** The provider's management units (they decide its ambit). */
export function fetchManagementUnits(
  http: HttpClient,
  code: number,
  signal?: AbortSignal,
): Promise<ManagementUnits> {
  return callApi(http, managementUnitsCall, { params: { code } }, { signal });
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
