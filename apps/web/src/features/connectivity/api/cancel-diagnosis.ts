import type { ConnectivityTicket } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { connectivityPath } from './connectivity-path';

/** POST .../{providerId}/anula-diagnostico {nroTicket}: cancels a diagnosis ticket (ID). */
export function postCancelDiagnosis(
  http: HttpClient,
  providerId: number,
  nroTicket: number,
): Promise<ConnectivityTicket> {
  return http.post<ConnectivityTicket>(connectivityPath(providerId, 'anula-diagnostico'), {
    nroTicket,
  });
}

export function useCancelDiagnosis() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (nroTicket: number) => postCancelDiagnosis(http, providerId, nroTicket),
  });
}
