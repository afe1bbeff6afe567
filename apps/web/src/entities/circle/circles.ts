import type { CallResult } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupCalls, type LookupScope } from '@/entities/coverage/lookup-scope';
import { isAlreadyReported } from '@/lib/api-error';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

export type Circle = CallResult<ReturnType<typeof lookupCalls>['circles']>[number];

/** The provider's circles; a 404 means none (spec §7), any failure lists none (§8). */
export async function fetchCircles(
  http: HttpClient,
  scope: LookupScope,
  providerId: number,
  signal?: AbortSignal,
): Promise<Circle[]> {
  try {
    return await callApi(
      http,
      lookupCalls(scope).circles,
      { params: { id: providerId } },
      { signal },
    );
  } catch (error) {
    if (isAlreadyReported(error) || signal?.aborted) throw error;
    return [];
  }
}

export function circlesQueryOptions(http: HttpClient, scope: LookupScope, providerId: number) {
  return queryOptions({
    queryKey: ['circles', scope, providerId],
    queryFn: ({ signal }) => fetchCircles(http, scope, providerId, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useCircles(scope: LookupScope, providerId: number, enabled = true) {
  return useQuery({ ...circlesQueryOptions(useHttp(), scope, providerId), enabled });
}
