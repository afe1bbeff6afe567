import type { ConnectivityMessageInput, ConnectivityTicket } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { connectivityPath } from './connectivity-path';

/** POST /pre/v1/conectividad/{providerId}/ingresa-prestacion (the §3 connectivity message). */
export function postEnterService(
  http: HttpClient,
  providerId: number,
  message: ConnectivityMessageInput,
): Promise<ConnectivityTicket> {
  return http.post<ConnectivityTicket>(connectivityPath(providerId, 'ingresa-prestacion'), message);
}

export function useEnterService() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (message: ConnectivityMessageInput) => postEnterService(http, providerId, message),
  });
}
