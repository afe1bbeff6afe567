import { authorizationMotivosCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** The four authorization case categories of spec §5. */
export function fetchAuthorizationMotivos(http: HttpClient, signal?: AbortSignal) {
  return callApi(http, authorizationMotivosCall, {}, { signal });
}

export function authorizationMotivosQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: caseKeys.reference('motivos-web', 'autorizaciones'),
    queryFn: ({ signal }) => fetchAuthorizationMotivos(http, signal),
    staleTime: Infinity,
  });
}

export function useAuthorizationMotivos(enabled: boolean) {
  return useQuery({ ...authorizationMotivosQueryOptions(useHttp()), enabled });
}
