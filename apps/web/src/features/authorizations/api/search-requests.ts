import {
  authorizationExportCall,
  authorizationSearchStatusCall,
  type CallQuery,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callApiForFile } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { authorizationKeys } from './keys';

export type RequestSearch = CallQuery<typeof authorizationSearchStatusCall>;
export type RequestExport = CallQuery<typeof authorizationExportCall>;

/** Estado de Trámites: one page of the provider's requests, newest first. */
export function useRequestSearch(query: RequestSearch) {
  const http = useHttp();
  const provider = useProviderId();
  return useQuery({
    queryKey: authorizationKeys.search(query),
    queryFn: ({ signal }) =>
      callApi(http, authorizationSearchStatusCall, { params: { id: provider }, query }, { signal }),
    // The previous page stays on screen while the next one loads (no layout jump).
    placeholderData: keepPreviousData,
  });
}

/** The same search as CSV (es-AR), every row up to the server's limit. */
export function exportRequests(
  http: HttpClient,
  provider: number,
  query: RequestExport,
): Promise<Blob> {
  return callApiForFile(http, authorizationExportCall, { params: { id: provider }, query });
}
