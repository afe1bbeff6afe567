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

/** The services with their query client: one per services object, however often it is asked. */
export function withQueryClient(services: VisitorServices): AppServices {
  if ('queryClient' in services) return services as AppServices;
  let full = queryClients.get(services);
  if (!full) {
    full = { ...services, queryClient: createQueryClient() };
    queryClients.set(services, full);
  }
  return full;
}
