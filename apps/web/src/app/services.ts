import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@portal/domain/app';
import type { Clock } from '@/lib/clock';
import { createFirstScreen, type FirstScreen } from '@/lib/first-screen';
import { createHttpClient, type HttpClient } from '@/lib/http';
import { isNarrowNow } from '@/lib/use-narrow';
import { createSessionStore, type SessionStore } from '@/lib/session/session-store';

/** What a visitor's page needs before any query: the session, the API and the layout. */
export interface VisitorServices {
  now: Clock;
  store: SessionStore;
  http: HttpClient;
  /** Whether the first render lays the page out for a phone (lib/use-narrow). */
  narrowAtFirstRender: boolean;
  /** When the parts nobody waits for may load (lib/first-screen). */
  firstScreen: FirstScreen;
}

export interface AppServices extends VisitorServices {
  queryClient: QueryClient;
}

/** A visitor with nothing pending: what the server's prerender of a public page showed. */
export function isPlainVisitor(services: VisitorServices): boolean {
  const { loading, status, message, session } = services.store.getState();
  return !loading && status === null && message === null && session === null;
}

export interface ServicesOptions {
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
}

/**
 * The visitor's singletons, built once at boot: the visitor entry's islands use them alone, and
 * the application, when it takes over, adds its query client to the same ones (docs/decisions/0041).
 */
export function createVisitorServices(options: ServicesOptions): VisitorServices {
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
    narrowAtFirstRender: options.narrow ?? isNarrowNow(),
    firstScreen: createFirstScreen(options.deferUntilFirstScreenMs),
  };
}
