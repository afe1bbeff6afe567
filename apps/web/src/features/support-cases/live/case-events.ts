import { caseEventsCall, inboxEvent, stageEvent, type StageEvent } from '@portal/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-error';
import { openCallStream } from '@/lib/call-api';
import { readEventStream, type StreamEvent } from '@/lib/event-stream';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from '../api/keys';

// The support centre's live events: caseEventsCall (docs/decisions/0011).

export const RECONNECT_DELAYS = { firstMs: 1_000, maxMs: 30_000 } as const;

export type CaseEvent = { type: 'inbox'; cantidad: number } | { type: 'etapa'; stage: StageEvent };
export type CaseEventListener = (event: CaseEvent) => void;

function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** What an event means for the cached data; the pages re-render from the cache. */
function applyEvent(queryClient: QueryClient, raw: StreamEvent): CaseEvent | null {
  if (raw.event === 'inbox') {
    const parsed = inboxEvent.safeParse(parseData(raw.data));
    if (!parsed.success) return null;
    const { cantidad } = parsed.data;
    queryClient.setQueryData(caseKeys.inboxCount, cantidad);
    const list = queryClient.getQueryData<{ cantidad: number }>(caseKeys.inboxList);
    if (list && list.cantidad !== cantidad) {
      void queryClient.invalidateQueries({ queryKey: caseKeys.inboxList });
    }
    return { type: 'inbox', cantidad };
  }
  if (raw.event === 'etapa') {
    const parsed = stageEvent.safeParse(parseData(raw.data));
    if (!parsed.success) return null;
    void queryClient.invalidateQueries({ queryKey: caseKeys.case(parsed.data.nroTramite) });
    void queryClient.invalidateQueries({ queryKey: caseKeys.searches });
    void queryClient.invalidateQueries({ queryKey: caseKeys.inboxList });
    return { type: 'etapa', stage: parsed.data };
  }
  return null;
}

/** A refusal that another attempt will not change (no session, no permission, no route). */
function isFinalRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_DELAYS.maxMs, RECONNECT_DELAYS.firstMs * 2 ** attempt);
  // ±20 % so many tabs reconnecting after a restart do not arrive together.
  return Math.round(base * (0.8 + random() * 0.4));
}

interface Connection {
  refs: number;
  stopTimer: ReturnType<typeof setTimeout> | undefined;
  stop: () => void;
}

const connections = new WeakMap<QueryClient, Connection>();
const listeners = new WeakMap<QueryClient, Set<CaseEventListener>>();

/**
 * Reads the stream with fetch (the bearer travels in a header, never in the URL), applies each
 * event to the query cache, and reconnects with a growing delay when the stream ends or fails.
 * After a reconnection the inbox and open cases are refetched: events in the gap are lost.
 */
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
        caseEventsCall,
        {},
        { signal: controller.signal },
      );
      if (opened) {
        void queryClient.invalidateQueries({ queryKey: caseKeys.inbox });
        void queryClient.invalidateQueries({
          predicate: (query) =>
            query.queryKey[0] === 'support-cases' && query.queryKey[1] === 'case',
        });
      }
      opened = true;
      if (response.body) {
        await readEventStream(response.body, (raw) => {
          attempt = 0;
          const event = applyEvent(queryClient, raw);
          if (event) for (const listener of listeners.get(queryClient) ?? []) listener(event);
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
 * Keeps the one live stream of the app open while a component needs it (the menu badge, the
 * support centre's pages); it closes when the last one unmounts, so on logout too.
 */
export function useCaseEvents(listener?: CaseEventListener): void {
  const http = useHttp();
  const queryClient = useQueryClient();
  useEffect(() => acquire(http, queryClient), [http, queryClient]);
  useEffect(() => {
    if (!listener) return undefined;
    let set = listeners.get(queryClient);
    if (!set) {
      set = new Set();
      listeners.set(queryClient, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [listener, queryClient]);
}
