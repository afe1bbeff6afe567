import { authorizationOptionsCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { authorizationKeys } from './keys';

/** What Alta de trámites offers this provider (dental only to odontology providers). */
export function optionsQueryOptions(http: HttpClient, provider: number) {
  return queryOptions({
    queryKey: authorizationKeys.options(provider),
    queryFn: ({ signal }) =>
      callApi(http, authorizationOptionsCall, { params: { id: provider } }, { signal }),
    staleTime: 10 * 60 * 1000,
  });
}

export function useAuthorizationOptions() {
  return useQuery(optionsQueryOptions(useHttp(), useProviderId()));
}
