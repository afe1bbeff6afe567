import { caseSearchCall, type CaseSearchRequest, type CaseSearchResponse } from '@portal/contracts';
import { isListableCase } from '@portal/domain/support-cases';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** The case search (ConsultaTramites); only cases with a status description are listed (§5). */
export async function searchCases(
  http: HttpClient,
  request: CaseSearchRequest,
  signal?: AbortSignal,
): Promise<CaseSearchResponse> {
  const answer = await callApi(http, caseSearchCall, { body: request }, { signal });
  return { ...answer, tramites: answer.tramites.filter(isListableCase) };
}

export function caseSearchQueryOptions(http: HttpClient, request: CaseSearchRequest) {
  return queryOptions({
    queryKey: caseKeys.search(request),
    queryFn: ({ signal }) => searchCases(http, request, signal),
  });
}

/** Keeps the previous results on screen while a new search runs (no layout jump). */
export function useCaseSearch(request: CaseSearchRequest | null) {
  const http = useHttp();
  return useQuery({
    ...caseSearchQueryOptions(http, request ?? { ambitoPrestador: 'A', prestad: 1 }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
