import type { PublicConfig } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from './http';
import { useHttp } from './session/session-context';

/** GET /pre/v0/public-config: captcha, password auto-hide, expiry warning, sibling sites. */
export function fetchPublicConfig(http: HttpClient, signal?: AbortSignal): Promise<PublicConfig> {
  return http.get<PublicConfig>('/pre/v0/public-config', { signal, token: null });
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
