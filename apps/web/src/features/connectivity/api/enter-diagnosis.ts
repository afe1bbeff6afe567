import { enterDiagnosisCall, type CallBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';

/** The open service ticket (`nroTicket`) the diagnosis (`icd`) belongs to. */
export type EnterDiagnosisBody = CallBody<typeof enterDiagnosisCall>;

/** Enters a diagnosis on an open service ticket: answers the new diagnosis ticket (type ID). */
export function postEnterDiagnosis(http: HttpClient, providerId: number, body: EnterDiagnosisBody) {
  return callApi(http, enterDiagnosisCall, { params: { id: providerId }, body });
}

export function useEnterDiagnosis() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (body: EnterDiagnosisBody) => postEnterDiagnosis(http, providerId, body),
  });
}
