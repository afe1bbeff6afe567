import { openCallStream } from '@portal/client/call-api';
import { readEventStream } from '@portal/client/event-stream';
import { staffEventsCall, staffQueueEvent } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '@/lib/services';
import { queueKey } from './queues-api';

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

const parse = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};

/**
 * Keeps the staff event stream open while a queue screen is shown (read with fetch, as the
 * portal's: the bearer in a header, never in the URL). An event names a queue and an item: the
 * queue's cached lists and that item are refetched, and the home's counts with them. Events lost
 * while the stream was down are made up for by refetching everything on reconnection.
 */
export function useQueueEvents(): void {
  const { http } = useServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let opened = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const run = async () => {
      try {
        const response = await openCallStream(
          http,
          staffEventsCall,
          {},
          { signal: controller.signal },
        );
        if (opened) void queryClient.invalidateQueries({ queryKey: ['cola'] });
        opened = true;
        if (response.body) {
          await readEventStream(response.body, (event) => {
            attempt = 0;
            if (event.event !== 'cola') return;
            const change = staffQueueEvent.safeParse(parse(event.data));
            if (!change.success) return;
            void queryClient.invalidateQueries({ queryKey: queueKey(change.data.cola) });
            void queryClient.invalidateQueries({ queryKey: ['inicio'] });
          });
        }
      } catch (error) {
        // A refusal (no session, no role) will not change by retrying.
        const status = (error as { status?: number } | null)?.status ?? 0;
        if (stopped || (status >= 400 && status < 500 && status !== 429)) return;
      }
      if (stopped) return;
      timer = setTimeout(() => void run(), Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt));
      attempt += 1;
    };
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, queryClient]);
}
