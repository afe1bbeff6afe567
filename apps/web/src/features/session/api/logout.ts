import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { HttpClient } from '@/lib/http';
import { useHttp, useSessionStore } from '@/lib/session/session-context';

/** POST /pre/v0/auth-logout: ends the session server-side. */
export function postLogout(http: HttpClient): Promise<void> {
  return http.post<void>('/pre/v0/auth-logout', undefined, { handleUnauthorized: false });
}

/** Logout clears everything and returns to the home (spec §4), whatever the server answers. */
export function useLogout(): () => Promise<void> {
  const http = useHttp();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await postLogout(http).catch(() => undefined);
    store.logout();
    queryClient.clear();
    await navigate('/');
  }, [http, store, queryClient, navigate]);
}
