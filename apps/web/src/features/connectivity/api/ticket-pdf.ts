import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { connectivityPath } from './connectivity-path';

/** GET .../{providerId}/reimpresionTicket/{nroTicket}/pdf */
export function fetchTicketPdf(
  http: HttpClient,
  providerId: number,
  nroTicket: number,
): Promise<Blob> {
  return http.getBlob(connectivityPath(providerId, `reimpresionTicket/${nroTicket}/pdf`));
}

export function useTicketPdf() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (nroTicket: number) => fetchTicketPdf(http, providerId, nroTicket),
  });
}
