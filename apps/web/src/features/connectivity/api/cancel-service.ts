import { cancelServiceCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';

/** Cancels a service ticket and its open diagnoses. */
export function postCancelService(http: HttpClient, providerId: number, nroTicket: number) {
  return callApi(http, cancelServiceCall, { params: { id: providerId }, body: { nroTicket } });
}

export function useCancelService() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (nroTicket: number) => postCancelService(http, providerId, nroTicket),
  });
}
