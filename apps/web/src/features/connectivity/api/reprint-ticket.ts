import { reprintTicketCall, type ConnectivityTicket } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { CONNECTIVITY_KEY } from './query-keys';

/** A ticket by number, as printed, in its current state. */
export function fetchTicket(
  http: HttpClient,
  providerId: number,
  nroTicket: number,
  signal?: AbortSignal,
) {
  return callApi(http, reprintTicketCall, { params: { id: providerId, nroTicket } }, { signal });
}

export function ticketQueryKey(nroTicket: number) {
  return [CONNECTIVITY_KEY, 'ticket', nroTicket] as const;
}

export function ticketQueryOptions(http: HttpClient, providerId: number, nroTicket: number) {
  return queryOptions({
    queryKey: ticketQueryKey(nroTicket),
    queryFn: ({ signal }) => fetchTicket(http, providerId, nroTicket, signal),
    // Changes made here invalidate it; a ticket does not change behind the user's back often.
    staleTime: 30_000,
  });
}

/** A ticket by number; `initial` is the one an entry just answered (no second call). */
export function useTicket(nroTicket: number | null, initial?: ConnectivityTicket) {
  const http = useHttp();
  const providerId = useProviderId();
  return useQuery({
    ...ticketQueryOptions(http, providerId, nroTicket ?? 0),
    enabled: nroTicket !== null,
    ...(initial ? { initialData: initial } : {}),
  });
}
