import { odontologyCall } from '@portal/contracts';
import { isOdontologyProvider } from '@portal/domain/support-cases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** Whether the provider is an odontology one (esOdonto 'S'). */
export async function fetchIsOdontology(
  http: HttpClient,
  code: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await callApi(http, odontologyCall, { params: { code } }, { signal });
  return isOdontologyProvider(answer.esOdonto);
}

export function odontologyQueryOptions(http: HttpClient, code: number) {
  return queryOptions({
    queryKey: caseKeys.reference('odontologia', code),
    queryFn: ({ signal }) => fetchIsOdontology(http, code, signal),
    staleTime: Infinity,
  });
}

export function useIsOdontology(code: number) {
  return useQuery(odontologyQueryOptions(useHttp(), code));
}
