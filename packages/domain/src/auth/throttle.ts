/** One limit of a throttle: the failures counted in its window, the oldest of them, the limit. */
export interface ThrottleCount {
  failures: number;
  oldest: Date | null;
  limit: number;
}

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * The verdict of a sliding-window throttle (login, password-recovery look-ups): blocked when any
 * count has reached its limit, until the last tripped window has slid past its oldest failure
 * (at least one second, so a client always has a wait to show).
 */
export function throttleVerdict(
  counts: readonly ThrottleCount[],
  windowMs: number,
  now: Date,
): ThrottleVerdict {
  const tripped = counts.filter((count) => count.failures >= count.limit && count.oldest);
  if (tripped.length === 0) return { blocked: false };
  const liftsAt = Math.max(...tripped.map((count) => count.oldest!.getTime() + windowMs));
  return {
    blocked: true,
    retryAfterSeconds: Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000)),
  };
}
