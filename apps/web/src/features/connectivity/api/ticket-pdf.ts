import { ticketPdfCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';

/** A ticket as PDF. */
export function fetchTicketPdf(http: HttpClient, providerId: number, nroTicket: number) {
  return callApi(http, ticketPdfCall, { params: { id: providerId, nroTicket } });
}

export function useTicketPdf() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (nroTicket: number) => fetchTicketPdf(http, providerId, nroTicket),
  });
}
