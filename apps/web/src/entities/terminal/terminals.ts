import type { TerminalDto } from '@portal/contracts';
import { CONNECTIVITY_COMPANY_CODE } from '@portal/domain/connectivity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupCalls, type LookupScope } from '@/entities/coverage/lookup-scope';
import { isAlreadyReported } from '@/lib/api-error';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

/** The provider's terminals of connectivity company 9 (spec §9); a failure lists none (§8). */
export async function fetchTerminals(
  http: HttpClient,
  scope: LookupScope,
  providerId: number,
  signal?: AbortSignal,
): Promise<TerminalDto[]> {
  try {
    return await callApi(
      http,
      lookupCalls(scope).terminals,
      {
        params: { id: providerId },
        query: { codigoEmpresaConectividad: CONNECTIVITY_COMPANY_CODE },
      },
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
