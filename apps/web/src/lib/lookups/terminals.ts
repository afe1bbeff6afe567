import type { TerminalDto } from '@portal/contracts';
import { CONNECTIVITY_COMPANY_CODE } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAlreadyReported } from '../api-error';
import type { HttpClient } from '../http';
import { useHttp } from '../session/session-context';
import { scopePath, type LookupScope } from './scope';

/** GET {scope}/{providerId}/terminales?codigoEmpresaConectividad=9; a failure lists none (§8). */
export async function fetchTerminals(
  http: HttpClient,
  scope: LookupScope,
  providerId: number,
  signal?: AbortSignal,
): Promise<TerminalDto[]> {
  try {
    return await http.get<TerminalDto[]>(
      `${scopePath(scope)}/${providerId}/terminales?codigoEmpresaConectividad=${CONNECTIVITY_COMPANY_CODE}`,
      { signal },
    );
  } catch (error) {
    if (isAlreadyReported(error) || signal?.aborted) throw error;
    return [];
  }
}

export function terminalsQueryOptions(http: HttpClient, scope: LookupScope, providerId: number) {
  return queryOptions({
    queryKey: ['terminals', scope, providerId],
    queryFn: ({ signal }) => fetchTerminals(http, scope, providerId, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useTerminals(scope: LookupScope, providerId: number, enabled = true) {
  return useQuery({ ...terminalsQueryOptions(useHttp(), scope, providerId), enabled });
}
