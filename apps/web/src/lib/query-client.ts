import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls are not retried: every error already carries the message the user must see,
 * and a retried write could run twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
