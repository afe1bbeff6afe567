import type { TermsResponse } from '@portal/contracts';
import { TERMS_CHANNEL, TERMS_ENTITY } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

export const TERMS_QUERY = `entidad=${TERMS_ENTITY}&canal=${TERMS_CHANNEL}`;

/** GET /pre/v1/terminos?entidad=2&canal=2 */
export function fetchTerms(http: HttpClient, signal?: AbortSignal): Promise<TermsResponse> {
  return http.get<TermsResponse>(`/pre/v1/terminos?${TERMS_QUERY}`, { signal });
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
