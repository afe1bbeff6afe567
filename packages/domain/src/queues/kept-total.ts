import { QUEUE_COUNT_LIMIT } from './catalogue.ts';

/**
 * How far past the cap a kept backlog must be for a page to skip its count: the kept figure is
 * at most a minute old (docs/decisions/0069), and half of a backlog this size is not decided in
 * a minute.
 */
export const KEPT_BACKLOG_MARGIN = 2;

/**
 * A queue page's total without counting, when that is safe: unfiltered (the kept backlog is the
 * whole queue's) and the backlog far past the cap, where the page reads "más de 10.000" anyway.
 * Null: the page counts, exact up to the cap.
 */
export function totalFromKeptBacklog(
  keptBacklog: number | undefined,
  filtered: boolean,
): number | null {
  if (filtered || keptBacklog === undefined) return null;
  return keptBacklog >= QUEUE_COUNT_LIMIT * KEPT_BACKLOG_MARGIN ? QUEUE_COUNT_LIMIT + 1 : null;
}
