import { QUEUE_CALLS, type QueueQuery } from '@portal/contracts';
import type { QueueId } from '@portal/domain/queues';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCall } from '@/lib/call';

/** Every cached list and item of a queue starts with this key: what a change refreshes. */
export const queueKey = (queue: QueueId) => ['cola', queue] as const;

export function useQueuePage(queue: QueueId, query: QueueQuery) {
  const call = useCall();
  return useQuery({
    queryKey: [...queueKey(queue), 'lista', query],
    queryFn: () => call(QUEUE_CALLS[queue].list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useQueueItem(queue: QueueId, id: string) {
  const call = useCall();
  return useQuery({
    queryKey: [...queueKey(queue), 'item', id],
    queryFn: () => call(QUEUE_CALLS[queue].item, { params: { id: Number(id) } }),
  });
}
