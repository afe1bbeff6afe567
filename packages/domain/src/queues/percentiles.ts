/**
 * A percentile by linear interpolation between the closest ranks: PostgreSQL's
 * percentile_cont, so a figure computed in SQL and one computed here agree. Null without values.
 */
export function percentile(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  if (fraction < 0 || fraction > 1) throw new RangeError('fraction must be within [0, 1]');
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** The window the turnaround figures cover, in days up to today. */
export const TURNAROUND_DAYS = 30;
