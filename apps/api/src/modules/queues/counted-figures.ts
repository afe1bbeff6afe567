import type { Clock } from '../../lib/clock.ts';

/**
 * Figures older than this many windows are never answered: the caller waits for a new count
 * (a console left idle for a minute does not open on a minute-old backlog).
 */
export const STALE_WINDOWS = 6;

/**
 * One process's copy of figures that are costly to count (the console's home: every queue's
 * backlog by age, docs/decisions/0069). Within `freshMs` of the count's start they are answered
 * as they are; after it, the first caller starts one new count and every caller meanwhile gets the
 * previous figures, so no request waits on a count the bench's load would queue behind; past
 * STALE_WINDOWS windows the callers wait for the new count. `freshMs` 0 counts on every call.
 */
export interface CountedFigures<T> {
  /** The figures: kept, the previous ones while a new count runs, or a new count awaited. */
  read: () => Promise<T>;
  /**
   * The figures if kept and within the stale bound, never waiting for a count: past the window,
   * or with none kept, it starts the new count for the next caller and answers what it has.
   */
  peek: () => T | undefined;
}

export function countedFigures<T>(
  clock: Clock,
  freshMs: number,
  count: (now: Date) => Promise<T>,
  onError: (error: Error) => void,
): CountedFigures<T> {
  let kept: { value: T; at: number } | undefined;
  let counting: Promise<T> | undefined;

  function recount(): Promise<T> {
    if (counting) return counting;
    const now = clock.now();
    counting = count(now).then(
      (value) => {
        kept = { value, at: now.getTime() };
        counting = undefined;
        return value;
      },
      (error: unknown) => {
        counting = undefined;
        throw error;
      },
    );
    return counting;
  }
  // Nobody awaits this count: its failure is logged, and the next caller tries again.
  const recountAside = () => void recount().catch((error: unknown) => onError(error as Error));
  const ageOfKept = () => (kept === undefined ? Infinity : clock.now().getTime() - kept.at);

  return {
    read: async () => {
      if (freshMs <= 0) return count(clock.now());
      const age = ageOfKept();
      if (kept !== undefined && age < freshMs) return kept.value;
      if (kept !== undefined && age < freshMs * STALE_WINDOWS) {
        recountAside();
        return kept.value;
      }
      return recount();
    },
    peek: () => {
      if (freshMs <= 0) return undefined;
      const age = ageOfKept();
      if (age >= freshMs) recountAside();
      return age < freshMs * STALE_WINDOWS ? kept?.value : undefined;
    },
  };
}
