import { authorizationEventsCall, authorizationLiveEvent } from '@portal/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-error';
import { openCallStream } from '@/lib/call-api';
import { readEventStream, type StreamEvent } from '@/lib/event-stream';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { authorizationKeys } from '../api/keys';

// The transaction area's live decisions: authorizationEventsCall, read as the support centre
// reads its own stream (docs/decisions/0011): fetch with the bearer, reconnect with a delay.

const RECONNECT = { firstMs: 1_000, maxMs: 30_000 } as const;

function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** A decision changes a request: its search rows, its detail and the Inbox are refetched. */
function refreshAll(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: authorizationKeys.searches });
  void queryClient.invalidateQueries({ queryKey: authorizationKeys.details });
  void queryClient.invalidateQueries({ queryKey: authorizationKeys.inbox });
}

function applyEvent(queryClient: QueryClient, raw: StreamEvent): void {
  if (raw.event !== 'autorizacion') return;
  if (!authorizationLiveEvent.safeParse(parseData(raw.data)).success) return;
  refreshAll(queryClient);
}

/** A refusal that another attempt will not change (no session, no permission, no route). */
function isFinalRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

function connect(http: HttpClient, queryClient: QueryClient): () => void {
  let stopped = false;
  let attempt = 0;
  let opened = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    if (stopped) return;
    controller = new AbortController();
    try {
      const response = await openCallStream(
        http,
        authorizationEventsCall,
        {},
        { signal: controller.signal },
      );
      // Events sent while the stream was down are lost: catch up once it is back.
      if (opened) refreshAll(queryClient);
      opened = true;
      if (response.body) {
        await readEventStream(response.body, (raw) => {
          attempt = 0;
          applyEvent(queryClient, raw);
        });
      }
    } catch (error) {
      if (stopped || isFinalRefusal(error)) return;
    }
    if (stopped) return;
    const base = Math.min(RECONNECT.maxMs, RECONNECT.firstMs * 2 ** attempt);
    // ±20 % so many tabs reconnecting after a restart do not arrive together.
    timer = setTimeout(() => void run(), Math.round(base * (0.8 + Math.random() * 0.4)));
    attempt += 1;
  };
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}

interface Connection {
  refs: number;
  stopTimer: ReturnType<typeof setTimeout> | undefined;
  stop: () => void;
}

const connections = new WeakMap<QueryClient, Connection>();

function acquire(http: HttpClient, queryClient: QueryClient): () => void {
  let connection = connections.get(queryClient);
  if (connection) {
    clearTimeout(connection.stopTimer);
    connection.refs += 1;
  } else {
    connection = { refs: 1, stopTimer: undefined, stop: connect(http, queryClient) };
    connections.set(queryClient, connection);
  }
  const held = connection;
  return () => {
    held.refs -= 1;
    if (held.refs > 0) return;
    // Deferred: a remount in the same tick (StrictMode, a route change) keeps the stream.
    held.stopTimer = setTimeout(() => {
      if (held.refs > 0) return;
      held.stop();
      if (connections.get(queryClient) === held) connections.delete(queryClient);
    }, 0);
  };
}

/**
 * Keeps the area's one live stream open while a component needs it (the menu badge, the
 * area's pages), so an insurer's decision shows without a reload; closes with the last one.
 */
export function useAuthorizationEvents(): void {
  const http = useHttp();
  const queryClient = useQueryClient();
  useEffect(() => acquire(http, queryClient), [http, queryClient]);
}
