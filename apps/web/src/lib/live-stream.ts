import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallDefinition } from '@portal/contracts';
import { useEffect } from 'react';
import { isApiError } from './api-error';
import { openCallStream } from './call-api';
import { readEventStream, type StreamEvent } from './event-stream';
import type { HttpClient } from './http';
import { useHttp } from './session/session-context';

/**
 * One live stream of server-sent events per area (docs/decisions/0011): read with fetch (the
 * bearer travels in a header, never in the URL), each event applied to the query cache, and
 * reconnected with a growing delay when it ends or fails. Events sent while it was down are lost,
 * so after a reconnection the area refetches what they could have changed. One connection per
 * query client, kept open while a component needs it and closed with the last one (on logout too).
 */

export const RECONNECT_DELAYS = { firstMs: 1_000, maxMs: 30_000 } as const;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_DELAYS.maxMs, RECONNECT_DELAYS.firstMs * 2 ** attempt);
  // ±20 % so many tabs reconnecting after a restart do not arrive together.
  return Math.round(base * (0.8 + random() * 0.4));
}

/** An event's data as JSON, or undefined (a contract's safeParse then refuses it). */
export function parseEventData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

export interface LiveStreamSpec {
  call: CallDefinition & { method: 'GET' };
  /** What one event means for the cached data; the pages re-render from the cache. */
  onEvent(queryClient: QueryClient, event: StreamEvent): void;
  /** After a reconnection: refetch what the lost events could have changed. */
  onReconnect(queryClient: QueryClient): void;
}

/** A refusal that another attempt will not change (no session, no permission, no route). */
function isFinalRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

function connect(spec: LiveStreamSpec, http: HttpClient, queryClient: QueryClient): () => void {
  let stopped = false;
  let attempt = 0;
  let opened = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    if (stopped) return;
    controller = new AbortController();
    try {
      const response = await openCallStream(http, spec.call, {}, { signal: controller.signal });
      if (opened) spec.onReconnect(queryClient);
      opened = true;
      if (response.body) {
        await readEventStream(response.body, (event) => {
          attempt = 0;
          spec.onEvent(queryClient, event);
        });
      }
    } catch (error) {
      if (stopped || isFinalRefusal(error)) return;
    }
    if (stopped) return;
    timer = setTimeout(() => void run(), reconnectDelay(attempt));
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

/** The hook that keeps this stream open while the calling component is mounted. */
export function liveStream(spec: LiveStreamSpec): () => void {
  const connections = new WeakMap<QueryClient, Connection>();

  function acquire(http: HttpClient, queryClient: QueryClient): () => void {
    let connection = connections.get(queryClient);
    if (connection) {
      clearTimeout(connection.stopTimer);
      connection.refs += 1;
    } else {
      connection = { refs: 1, stopTimer: undefined, stop: connect(spec, http, queryClient) };
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

  return function useLiveStream(): void {
    const http = useHttp();
    const queryClient = useQueryClient();
    useEffect(() => acquire(http, queryClient), [http, queryClient]);
  };
}
