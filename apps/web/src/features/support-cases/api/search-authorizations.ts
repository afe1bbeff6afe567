import type { AuthorizationSearchResponse } from '@portal/contracts';
import { CASE_EXTRA_MESSAGES, isUrlLengthValid } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

export type FoundAuthorization = AuthorizationSearchResponse[number];

export interface AuthorizationSearch {
  prestad: number;
  contra?: number | undefined;
  inte?: number | undefined;
  nroAuto?: number | undefined;
  workflowId?: string | undefined;
}

/** The path with its query string; spec §5 keeps a URL under 255 characters. */
export function authorizationSearchPath(search: AuthorizationSearch): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return `/pre/v2/busqueda-autorizaciones?${query.toString()}`;
}

/** GET /pre/v2/busqueda-autorizaciones: the provider's authorizations to pick for a case. */
export function searchAuthorizations(
  http: HttpClient,
  search: AuthorizationSearch,
  signal?: AbortSignal,
): Promise<AuthorizationSearchResponse> {
  const path = authorizationSearchPath(search);
  if (!isUrlLengthValid(new URL(path, window.location.origin).href)) {
    return Promise.reject(
      new ApiError({ status: 414, code: 'URL_TOO_LONG', message: CASE_EXTRA_MESSAGES.urlTooLong }),
    );
  }
  return http.get<AuthorizationSearchResponse>(path, { signal });
}

export function authorizationSearchQueryOptions(http: HttpClient, search: AuthorizationSearch) {
  return queryOptions({
    queryKey: caseKeys.reference('autorizaciones', JSON.stringify(search)),
    queryFn: ({ signal }) => searchAuthorizations(http, search, signal),
  });
}

/** Runs once the user asks (search not null). */
export function useAuthorizationSearch(search: AuthorizationSearch | null) {
  const http = useHttp();
  return useQuery({
    ...authorizationSearchQueryOptions(http, search ?? { prestad: 0 }),
    enabled: search !== null,
  });
}
