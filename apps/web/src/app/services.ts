import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@portal/domain';
import type { Clock } from '@/lib/clock';
import { createFirstScreen, type FirstScreen } from '@/lib/first-screen';
import { createHttpClient, type HttpClient } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { isNarrowNow } from '@/lib/use-narrow';
import { createSessionStore, type SessionStore } from '@/lib/session/session-store';

export interface AppServices {
  now: Clock;
  store: SessionStore;
  http: HttpClient;
  queryClient: QueryClient;
  /** Whether the first render lays the page out for a phone (lib/use-narrow). */
  narrowAtFirstRender: boolean;
  /** When the parts nobody waits for may load (lib/first-screen). */
  firstScreen: FirstScreen;
}

/** A visitor with nothing pending: what the server's prerender of a public page showed. */
export function isPlainVisitor(services: AppServices): boolean {
  const { loading, status, message, session } = services.store.getState();
  return !loading && status === null && message === null && session === null;
}

/** The app's singletons, built once at boot (or per test) so nothing lives in module state. */
export function createAppServices(options: {
  now: Clock;
  initialMessage?: string | null;
  /** The server's prerender: a visitor (no storage read) whose calls go through `fetch`. */
  prerender?: { fetch: typeof fetch };
  /** The layout of the first render; by default the screen's own (lib/use-narrow). */
  narrow?: boolean;
  /**
   * The browser's app: the header's menu, the session watchers and the menu's counters wait for
   * the first page's content (at most this many ms). Tests and the prerender show them at once.
   */
  deferUntilFirstScreenMs?: number;
}): AppServices {
  const store = createSessionStore({
    now: options.now,
    initialMessage: options.initialMessage,
    restore: !options.prerender,
  });
  const http = createHttpClient({
    ...(options.prerender ? { fetch: options.prerender.fetch } : {}),
    getToken: () => store.getState().session?.token ?? null,
    onUnauthorized: () => store.expire(MESSAGES.sessionExpired),
  });
  return {
    now: options.now,
    store,
    http,
    queryClient: createQueryClient(),
    narrowAtFirstRender: options.narrow ?? isNarrowNow(),
    firstScreen: createFirstScreen(options.deferUntilFirstScreenMs),
  };
}
