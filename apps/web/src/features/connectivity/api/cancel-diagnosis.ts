import { cancelDiagnosisCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';

/** Cancels a diagnosis ticket (ID); every connectivity call carries the caller's provider. */
export function postCancelDiagnosis(http: HttpClient, providerId: number, nroTicket: number) {
  return callApi(http, cancelDiagnosisCall, { params: { id: providerId }, body: { nroTicket } });
}

export function useCancelDiagnosis() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (nroTicket: number) => postCancelDiagnosis(http, providerId, nroTicket),
  });
}
