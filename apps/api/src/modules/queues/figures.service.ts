import type { QueueTurnaround, StaffHome } from '@portal/contracts';
import {
  AGE_BUCKETS,
  dailySeries,
  queuesOfRoles,
  QUEUES,
  startOfArgentineDay,
  TURNAROUND_DAYS,
} from '@portal/domain/queues';
import {
  decidedByDay,
  decisionFigures,
  receivedByDay,
  waitingByBounds,
} from '../../lib/staff-queue.ts';
import type { QueuesDeps } from './list.service.ts';
import { QUEUE_SOURCES } from './sources.ts';

const HOUR_MS = 3_600_000;
const sum = (counts: ReadonlyMap<string, number>) =>
  [...counts.values()].reduce((a, b) => a + b, 0);

/**
 * GET /inicio: every queue's backlog by age bucket and today's volumes, and which are the
 * caller's. Counts only, no provider's data: every staff account sees the whole backlog.
 */
export async function staffHome(deps: QueuesDeps, roles: readonly string[]): Promise<StaffHome> {
  const now = deps.clock.now();
  const today = startOfArgentineDay(now);
  // The buckets' upper bounds as instants, newest first: waiting since after now − 24 h, …
  const bounds = AGE_BUCKETS.flatMap((bucket) =>
    bucket.toHours === null ? [] : [new Date(now.getTime() - bucket.toHours * HOUR_MS)],
  );
  const mine = new Set(queuesOfRoles(roles));
  const colas = await Promise.all(
    QUEUES.map(async (queue) => {
      const source = QUEUE_SOURCES[queue.id];
      const [counts, received, decided] = await Promise.all([
        waitingByBounds(deps.db, source, bounds),
        receivedByDay(deps.db, source, { from: today, to: now }),
        decidedByDay(deps.db, source, { from: today, to: now }),
      ]);
      return {
        id: queue.id,
        nombre: queue.label,
        mia: mine.has(queue.id),
        pendientes: counts.reduce((a, b) => a + b, 0),
        porAntiguedad: AGE_BUCKETS.map((bucket, index) => ({
          id: bucket.id,
          cantidad: counts[index] ?? 0,
        })),
        hoy: { recibidos: sum(received), decididos: sum(decided) },
      };
    }),
  );
  return {
    antiguedades: AGE_BUCKETS.map((bucket) => ({ id: bucket.id, descripcion: bucket.label })),
    colas,
  };
}

/** GET /colas/demoras: p50/p90 to decision per queue over 30 days, and per-day counts. */
export async function queueTurnaround(deps: QueuesDeps): Promise<QueueTurnaround> {
  const now = deps.clock.now();
  const from = new Date(startOfArgentineDay(now).getTime() - (TURNAROUND_DAYS - 1) * 24 * HOUR_MS);
  const window = { from, to: now };
  const colas = await Promise.all(
    QUEUES.map(async (queue) => {
      const source = QUEUE_SOURCES[queue.id];
      const [figures, received, decided] = await Promise.all([
        decisionFigures(deps.db, source, window),
        receivedByDay(deps.db, source, window),
        decidedByDay(deps.db, source, window),
      ]);
      const receivedSeries = dailySeries(now, TURNAROUND_DAYS, received);
      const decidedSeries = dailySeries(now, TURNAROUND_DAYS, decided);
      return {
        id: queue.id,
        nombre: queue.label,
        decididos: figures.decided,
        p50Minutos: figures.p50,
        p90Minutos: figures.p90,
        porDia: receivedSeries.map((day, index) => ({
          dia: day.dia,
          recibidos: day.cantidad,
          decididos: decidedSeries[index]?.cantidad ?? 0,
        })),
      };
    }),
  );
  return { dias: TURNAROUND_DAYS, colas };
}
