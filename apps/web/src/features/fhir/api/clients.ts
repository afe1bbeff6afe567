import {
  fhirClientsCall,
  registerFhirClientCall,
  revokeFhirClientCall,
  type NewFhirClientRequest,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';

/** The first key of every query of Sistemas conectados: a write refreshes them all. */
export const FHIR_CLIENTS_KEY = 'fhir-clients';

export function useFhirClients() {
  const http = useHttp();
  return useQuery({
    queryKey: [FHIR_CLIENTS_KEY],
    queryFn: ({ signal }) => callApi(http, fhirClientsCall, {}, { signal }),
  });
}

export function useRegisterFhirClient() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewFhirClientRequest) => callApi(http, registerFhirClientCall, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FHIR_CLIENTS_KEY] }),
  });
}

export function useRevokeFhirClient() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idCliente: string) =>
      callApi(http, revokeFhirClientCall, { params: { idCliente } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FHIR_CLIENTS_KEY] }),
  });
}
