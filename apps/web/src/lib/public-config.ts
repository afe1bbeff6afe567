import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api';
import type { HttpClient } from './http';
import { useHttp } from './session/session-context';

/**
 * Captcha, password auto-hide, expiry warning, sibling sites. Every page asks it first, so its
 * contract loads only when it is made, off the initial JavaScript (docs/decisions/0017).
 */
export function fetchPublicConfig(http: HttpClient, signal?: AbortSignal) {
  const call = () => import('@portal/contracts').then((contracts) => contracts.publicConfigCall);
  return callApi(http, call, {}, { signal, token: null });
}

export function publicConfigQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => fetchPublicConfig(http, signal),
    staleTime: Infinity,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions(useHttp()));
}
