import { caseEventsCall, inboxEvent, stageEvent, type StageEvent } from '@portal/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { StreamEvent } from '@/lib/event-stream';
import { liveStream, parseEventData } from '@/lib/live-stream';
import { caseKeys } from '../api/keys';

// The support centre's live events: caseEventsCall (docs/decisions/0011).

export type CaseEvent = { type: 'inbox'; cantidad: number } | { type: 'etapa'; stage: StageEvent };
export type CaseEventListener = (event: CaseEvent) => void;

/** What an event means for the cached data; the pages re-render from the cache. */
function applyEvent(queryClient: QueryClient, raw: StreamEvent): CaseEvent | null {
  if (raw.event === 'inbox') {
    const parsed = inboxEvent.safeParse(parseEventData(raw.data));
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
    const parsed = stageEvent.safeParse(parseEventData(raw.data));
    if (!parsed.success) return null;
    void queryClient.invalidateQueries({ queryKey: caseKeys.case(parsed.data.nroTramite) });
    void queryClient.invalidateQueries({ queryKey: caseKeys.searches });
    void queryClient.invalidateQueries({ queryKey: caseKeys.inboxList });
    return { type: 'etapa', stage: parsed.data };
  }
  return null;
}

const listeners = new WeakMap<QueryClient, Set<CaseEventListener>>();

const useCaseStream = liveStream({
  call: caseEventsCall,
  onEvent(queryClient, raw) {
    const event = applyEvent(queryClient, raw);
    if (event) for (const listener of listeners.get(queryClient) ?? []) listener(event);
  },
  onReconnect(queryClient) {
    void queryClient.invalidateQueries({ queryKey: caseKeys.inbox });
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'support-cases' && query.queryKey[1] === 'case',
    });
  },
});

/**
 * Keeps the one live stream of the app open while a component needs it (the menu badge, the
 * support centre's pages); it closes when the last one unmounts, so on logout too.
 */
export function useCaseEvents(listener?: CaseEventListener): void {
  const queryClient = useQueryClient();
  useCaseStream();
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
