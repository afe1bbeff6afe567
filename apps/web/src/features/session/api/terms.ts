import { termsCall } from '@portal/contracts';
import { TERMS_CHANNEL, TERMS_ENTITY } from '@portal/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

/** The portal's entity and channel: the terms calls carry them as their query. */
export const TERMS_QUERY = { entidad: TERMS_ENTITY, canal: TERMS_CHANNEL } as const;

export function fetchTerms(http: HttpClient, signal?: AbortSignal) {
  return callApi(http, termsCall, { query: TERMS_QUERY }, { signal });
}

export function termsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['terms'],
    queryFn: ({ signal }) => fetchTerms(http, signal),
  });
}

export function useTerms() {
  return useQuery(termsQueryOptions(useHttp()));
}
