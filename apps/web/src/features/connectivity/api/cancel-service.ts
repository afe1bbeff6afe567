import type { ConnectivityTicket } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { connectivityPath } from './connectivity-path';

/** POST .../{providerId}/anula-prestacion {nroTicket}: cancels a service and its diagnoses. */
export function postCancelService(
  http: HttpClient,
  providerId: number,
  nroTicket: number,
): Promise<ConnectivityTicket> {
  return http.post<ConnectivityTicket>(connectivityPath(providerId, 'anula-prestacion'), {
    nroTicket,
  });
}

export function useCancelService() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (nroTicket: number) => postCancelService(http, providerId, nroTicket),
  });
}
