import type { RenewResponse } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_KEY } from '@/lib/api-config';
import { currentDevice } from '@/lib/device';
import type { HttpClient } from '@/lib/http';
import { useHttp, useSessionStore } from '@/lib/session/session-context';

/** POST /pre/v0/auth-refresh: a new token and expiry for the current session. */
export function postRenewSession(http: HttpClient, token: string): Promise<RenewResponse> {
  return http.post<RenewResponse>('/pre/v0/auth-refresh', {
    token,
    apiKey: API_KEY,
    device: currentDevice(),
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
