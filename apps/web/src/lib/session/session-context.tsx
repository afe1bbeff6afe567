import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { HttpClient } from '../http';
import type { SessionState, SessionStore } from './session-store';

interface Services {
  store: SessionStore;
  http: HttpClient;
}

const ServicesContext = createContext<Services | null>(null);

export function SessionServicesProvider(props: Services & { children: ReactNode }) {
  const { store, http, children } = props;
  const value = useMemo(() => ({ store, http }), [store, http]);
  return <ServicesContext value={value}>{children}</ServicesContext>;
}

function useServices(): Services {
  const services = use(ServicesContext);
  if (!services) throw new Error('SessionServicesProvider is missing');
  return services;
}

export function useSessionStore(): SessionStore {
  return useServices().store;
}

export function useHttp(): HttpClient {
  return useServices().http;
}

export function useSession(): SessionState {
  const { store } = useServices();
  // The server snapshot is the same store: the prerender's is a visitor's (app/services).
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
