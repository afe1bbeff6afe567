import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@portal/domain';
import type { Clock } from '@/lib/clock';
import { createHttpClient, type HttpClient } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { createSessionStore, type SessionStore } from '@/lib/session/session-store';

export interface AppServices {
  now: Clock;
  store: SessionStore;
  http: HttpClient;
  queryClient: QueryClient;
}

/** The app's singletons, built once at boot (or per test) so nothing lives in module state. */
export function createAppServices(options: {
  now: Clock;
  initialMessage?: string | null;
}): AppServices {
  const store = createSessionStore({ now: options.now, initialMessage: options.initialMessage });
  const http = createHttpClient({
    getToken: () => store.getState().session?.token ?? null,
    onUnauthorized: () => store.expire(MESSAGES.sessionExpired),
  });
  return { now: options.now, store, http, queryClient: createQueryClient() };
}
