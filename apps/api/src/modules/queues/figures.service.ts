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

/** Every queue's part of the home, the same for every caller (what may be kept a while). */
export type HomeFigures = Omit<StaffHome['colas'][number], 'mia'>[];

/**
 * Every queue's backlog by age bucket at `now` and today's volumes: counts only, no provider's
 * data. The exact count reads every waiting entry (400,000 on the large seed), which is why the
 * route keeps its result a few seconds (counted-figures.ts).
 */
export async function countHomeFigures(db: QueuesDeps['db'], now: Date): Promise<HomeFigures> {
  const today = startOfArgentineDay(now);
  // The buckets' upper bounds as instants, newest first: waiting since after now − 24 h, …
  const bounds = AGE_BUCKETS.flatMap((bucket) =>
    bucket.toHours === null ? [] : [new Date(now.getTime() - bucket.toHours * HOUR_MS)],
  );
  return Promise.all(
    QUEUES.map(async (queue) => {
      const source = QUEUE_SOURCES[queue.id];
      const [counts, received, decided] = await Promise.all([
        waitingByBounds(db, source, bounds),
        receivedByDay(db, source, { from: today, to: now }),
        decidedByDay(db, source, { from: today, to: now }),
      ]);
      return {
        id: queue.id,
        nombre: queue.label,
        pendientes: counts.reduce((a, b) => a + b, 0),
        porAntiguedad: AGE_BUCKETS.map((bucket, index) => ({
          id: bucket.id,
          cantidad: counts[index] ?? 0,
        })),
        hoy: { recibidos: sum(received), decididos: sum(decided) },
      };
    }),
  );
}

/**
 * GET /inicio: the figures and which queues are the caller's. Every staff account sees the whole
 * backlog.
 */
export function staffHome(figures: HomeFigures, roles: readonly string[]): StaffHome {
  const mine = new Set(queuesOfRoles(roles));
  return {
    antiguedades: AGE_BUCKETS.map((bucket) => ({ id: bucket.id, descripcion: bucket.label })),
    colas: figures.map(({ id, ...queue }) => ({ id, ...queue, mia: mine.has(id) })),
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
