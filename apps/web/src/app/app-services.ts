import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import {
  createVisitorServices,
  type AppServices,
  type ServicesOptions,
  type VisitorServices,
} from './services';

/** The app's singletons, built once at boot (or per test) so nothing lives in module state. */
export function createAppServices(options: ServicesOptions): AppServices {
  return withQueryClient(createVisitorServices(options));
}

const queryClients = new WeakMap<VisitorServices, AppServices>();

/**
 * The services with their query client: one per services object, however often it is asked,
 * seeded when it is made with the answers the page was prerendered with, if any (the islands
 * and the application that takes their page over share it, docs/decisions/0041).
 */
export function withQueryClient(services: VisitorServices, seed?: DehydratedState): AppServices {
  if ('queryClient' in services) return services as AppServices;
  let full = queryClients.get(services);
  if (!full) {
    const queryClient = createQueryClient();
    if (seed) hydrate(queryClient, seed);
    full = { ...services, queryClient };
    queryClients.set(services, full);
  }
  return full;
}
