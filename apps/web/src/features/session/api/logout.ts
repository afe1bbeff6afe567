import { logoutCall } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp, useSessionStore } from '@/lib/session/session-context';

/** Ends the session server-side. */
export async function postLogout(http: HttpClient): Promise<void> {
  await callApi(http, logoutCall, {}, { handleUnauthorized: false });
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
