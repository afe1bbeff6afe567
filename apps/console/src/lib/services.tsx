import { createHttpClient, type HttpClient } from '@portal/client/http';
import { QueryClient } from '@tanstack/react-query';
import { createContext, use, useSyncExternalStore } from 'react';
import { createSessionStore, type SessionStore, type StaffSession } from './session-store';

export interface ConsoleServices {
  http: HttpClient;
  store: SessionStore;
  queryClient: QueryClient;
}

/**
 * The console's client: the portal's typed core (packages/client) with the staff token. A 401
 * on any call ends the session here, and the shell sends the person back to the login.
 */
export function createConsoleServices(storage?: Storage): ConsoleServices {
  const store = createSessionStore(storage);
  const queryClient = new QueryClient({
    // Not retried: each error already carries the text to show, and a write must not run twice.
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const http = createHttpClient({
    getToken: () => store.get()?.token ?? null,
    onUnauthorized: () => {
      store.clear('expired');
      queryClient.clear();
    },
  });
  return { http, store, queryClient };
}

export const ServicesContext = createContext<ConsoleServices | null>(null);

export function useServices(): ConsoleServices {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesContext');
  return services;
}

export function useSession(): StaffSession | null {
  const { store } = useServices();
  return useSyncExternalStore(store.subscribe, store.get);
}
