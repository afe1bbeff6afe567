import {
  authorizationSearchCall,
  type AuthorizationSearchResponse,
  type CallQuery,
} from '@portal/contracts';
import { CASE_EXTRA_MESSAGES, isUrlLengthValid } from '@portal/domain/support-cases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { callApi, callUrl } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

export type FoundAuthorization = AuthorizationSearchResponse[number];

export type AuthorizationSearch = CallQuery<typeof authorizationSearchCall>;

/** Query keys of the authorization search, shared by every feature that picks one. */
export const authorizationKeys = {
  all: ['authorizations'] as const,
  search: (search: AuthorizationSearch) => ['authorizations', 'search', search] as const,
};

/** The provider's authorizations to pick from; spec §5 keeps a URL under 255 characters. */
export function searchAuthorizations(
  http: HttpClient,
  search: AuthorizationSearch,
  signal?: AbortSignal,
): Promise<AuthorizationSearchResponse> {
  const path = callUrl(authorizationSearchCall, { query: search });
  if (!isUrlLengthValid(new URL(path, window.location.origin).href)) {
    return Promise.reject(
      new ApiError({ status: 414, code: 'URL_TOO_LONG', message: CASE_EXTRA_MESSAGES.urlTooLong }),
    );
  }
  return callApi(http, authorizationSearchCall, { query: search }, { signal });
}

export function authorizationSearchQueryOptions(http: HttpClient, search: AuthorizationSearch) {
  return queryOptions({
    queryKey: authorizationKeys.search(search),
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
