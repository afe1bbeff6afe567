import type { QueueId } from '@portal/domain/queues';
import { STAFF_QUEUES, type LiveEventBus } from './live-events.ts';

/**
 * After a commit: tells the console's open streams that an item of a queue changed (filed,
 * answered, decided), on every process (docs/decisions/0059). A failure never undoes or fails
 * the write; the console's next fetch shows it anyway.
 */
export async function publishQueueChange(
  deps: { events: LiveEventBus; log: { warn(obj: object, msg: string): void } },
  cola: QueueId,
  id: number,
): Promise<void> {
  try {
    await deps.events.publish({ kind: 'cola', providerId: STAFF_QUEUES, cola, id });
  } catch (error) {
    deps.log.warn({ err: (error as Error).message, cola, id }, 'queue event not published');
  }
}
