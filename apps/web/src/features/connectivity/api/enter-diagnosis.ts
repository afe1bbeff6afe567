import type { ConnectivityTicket } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { connectivityPath } from './connectivity-path';

export interface EnterDiagnosisBody {
  /** The open service ticket the diagnosis belongs to. */
  nroTicket: number;
  icd: string;
}

/** POST .../{providerId}/ingresa-diagnostico: answers the new diagnosis ticket (type ID). */
export function postEnterDiagnosis(
  http: HttpClient,
  providerId: number,
  body: EnterDiagnosisBody,
): Promise<ConnectivityTicket> {
  return http.post<ConnectivityTicket>(connectivityPath(providerId, 'ingresa-diagnostico'), body);
}

export function useEnterDiagnosis() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (body: EnterDiagnosisBody) => postEnterDiagnosis(http, providerId, body),
  });
}
