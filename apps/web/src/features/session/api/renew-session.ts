import { renewSessionCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_KEY } from '@/lib/api-config';
import { callApi } from '@/lib/call-api';
import { currentDevice } from '@/lib/device';
import type { HttpClient } from '@/lib/http';
import { useHttp, useSessionStore } from '@/lib/session/session-context';

/** A new token and expiry for the current session. */
export function postRenewSession(http: HttpClient, token: string) {
  return callApi(http, renewSessionCall, {
    body: { token, apiKey: API_KEY, device: currentDevice() },
  });
}

export function useRenewSession() {
  const http = useHttp();
  const store = useSessionStore();
  return useMutation({
    mutationFn: async () => {
      const token = store.getState().session?.token;
      if (!token) throw new Error('No session to renew');
      const renewed = await postRenewSession(http, token);
      await store.renew(renewed.token, renewed.exp);
      return renewed;
    },
  });
}
