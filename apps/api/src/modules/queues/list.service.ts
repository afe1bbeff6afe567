import type { QueueItem, QueuePage, QueueQuery } from '@portal/contracts';
import {
  ageBucket,
  ageMinutes,
  ageRange,
  QUEUE_COUNT_LIMIT,
  totalFromKeptBacklog,
  type QueueId,
} from '@portal/domain/queues';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { queuePage, type QueueRow, type QueueSource } from '../../lib/staff-queue.ts';
import { QUEUE_SOURCES } from './sources.ts';

export interface QueuesDeps {
  db: Db;
  clock: Clock;
}

/** A page of a queue holds this many items. */
export const QUEUE_PAGE_SIZE = 25;

export function toQueueItem(source: QueueSource, row: QueueRow, now: Date): QueueItem {
  return {
    id: row.id,
    numero: row.numero,
    prestador: { id: row.providerId, nombre: row.providerName },
    tipo: { id: row.tipo, descripcion: row.tipoDesc },
    estado: { id: row.estado, descripcion: source.stateLabel(row.estado) },
    etapa: row.etapa,
    resumen: row.resumen,
    recibido: row.receivedAt.toISOString(),
    esperaDesde: row.waitingSince.toISOString(),
    edadMinutos: ageMinutes(row.waitingSince, now),
    antiguedad: ageBucket(row.waitingSince, now),
  };
}

/**
 * GET /colas/<queue>: what waits on the insurer, filtered, sorted and paged by offset.
 * `keptBacklog`: the whole queue's backlog as this process last counted it for the home, which
 * spares an unfiltered page of a huge queue its count (the domain's totalFromKeptBacklog).
 */
export async function listQueue(
  deps: QueuesDeps,
  queue: QueueId,
  query: QueueQuery,
  keptBacklog?: number,
): Promise<QueuePage> {
  const now = deps.clock.now();
  const source = QUEUE_SOURCES[queue];
  const page = query.page ?? 1;
  const orden = query.orden ?? 'edad';
  // Each order's own direction is the one the staff work in; `sentido` names the other.
  const natural = orden === 'fecha' ? 'desc' : 'asc';
  const { since, until } = ageRange(now, query.edadDesde, query.edadHasta);
  const filtered = [query.prestador, query.tipo, query.estado, since, until].some(
    (value) => value !== undefined,
  );
  const { rows, total } = await queuePage(
    deps.db,
    source,
    { providerId: query.prestador, tipo: query.tipo, estado: query.estado, since, until },
    { by: orden, reversed: query.sentido !== undefined && query.sentido !== natural },
    {
      offset: (page - 1) * QUEUE_PAGE_SIZE,
      limit: QUEUE_PAGE_SIZE,
      countLimit: QUEUE_COUNT_LIMIT,
      knownTotal: totalFromKeptBacklog(keptBacklog, filtered),
    },
  );
  return {
    cola: queue,
    items: rows.map((row) => toQueueItem(source, row, now)),
    total: Math.min(total, QUEUE_COUNT_LIMIT),
    totalExacto: total <= QUEUE_COUNT_LIMIT,
    page,
    pageSize: QUEUE_PAGE_SIZE,
  };
}
