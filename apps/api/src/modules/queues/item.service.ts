import type { QueueItemDetail } from '@portal/contracts';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import type { QueueId } from '@portal/domain/queues';
import { HttpError } from '../../lib/errors.ts';
import { queueRow } from '../../lib/staff-queue.ts';
import { toQueueItem, type QueuesDeps } from './list.service.ts';
import { QUEUE_SOURCES } from './sources.ts';

export const notFound = () => new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');

/**
 * GET /colas/<queue>/:id: the item whatever its state (a decided one still opens), with what the
 * provider sent, its files and its history. An id of another queue's kind is not found.
 */
export async function queueItem(
  deps: QueuesDeps,
  queue: QueueId,
  id: number,
): Promise<QueueItemDetail> {
  const source = QUEUE_SOURCES[queue];
  const [row, parts] = await Promise.all([
    queueRow(deps.db, source, id),
    source.detail(deps.db, id),
  ]);
  if (!row || !parts) throw notFound();
  return {
    ...toQueueItem(source, row, deps.clock.now()),
    cola: queue,
    campos: parts.campos,
    archivos: parts.archivos.map((file) => ({ ...file, fecha: file.fecha.toISOString() })),
    historial: parts.historial.map((entry) => ({
      ...entry,
      fecha: entry.fecha.toISOString(),
      estado: { id: entry.estado, descripcion: source.stateLabel(entry.estado) },
    })),
  };
}

/** GET /colas/<queue>/:id/archivos/:archivo: a file of an item of that queue. */
export async function queueFile(deps: QueuesDeps, queue: QueueId, id: number, fileId: number) {
  const source = QUEUE_SOURCES[queue];
  const row = await queueRow(deps.db, source, id);
  const file = row === null ? null : ((await source.file?.(deps.db, id, fileId)) ?? null);
  if (!file) throw notFound();
  return file;
}
