import { pendingInboxCall, type PendingInboxResponse } from '@portal/contracts';
import { isListableCase } from '@portal/domain/support-cases';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** The pending inbox: cases in estado 2 from the last 15 days (spec §4). */
export async function fetchPendingInbox(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<PendingInboxResponse> {
  const answer = await callApi(http, pendingInboxCall, {}, { signal });
  const tramites = answer.tramites.filter(isListableCase);
  return { cantidad: tramites.length, tramites };
}

export function pendingInboxQueryOptions(http: HttpClient, queryClient: QueryClient) {
  return queryOptions({
    queryKey: caseKeys.inboxList,
    queryFn: async ({ signal }) => {
      const inbox = await fetchPendingInbox(http, signal);
      // The unread counter is the inbox length (spec §4): a fresh list also sets the badge.
      queryClient.setQueryData(caseKeys.inboxCount, inbox.cantidad);
      return inbox;
    },
  });
}

export function usePendingInbox() {
  return useQuery(pendingInboxQueryOptions(useHttp(), useQueryClient()));
}

/**
 * The unread counter. The live stream keeps it current (its `inbox` event carries the count),
 * so it is fetched once and then only set.
 */
export function inboxCountQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: caseKeys.inboxCount,
    queryFn: async ({ signal }) => (await fetchPendingInbox(http, signal)).cantidad,
    staleTime: Infinity,
  });
}

export function useInboxCount(enabled = true) {
  return useQuery({ ...inboxCountQueryOptions(useHttp()), enabled });
}
