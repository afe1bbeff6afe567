import { enterServiceCall, type ConnectivityMessageInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';

/** Enters a service: the §3 connectivity message; answers its ticket. */
export function postEnterService(
  http: HttpClient,
  providerId: number,
  message: ConnectivityMessageInput,
) {
  return callApi(http, enterServiceCall, { params: { id: providerId }, body: message });
}

export function useEnterService() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (message: ConnectivityMessageInput) => postEnterService(http, providerId, message),
  });
}
