/**
 * The age buckets of the console's backlog: under a day is today's work, over a week is late.
 * Bounds in hours, the lower one included.
 */
export const AGE_BUCKETS = [
  { id: 'menos-de-1-dia', label: 'Menos de 1 día', fromHours: 0, toHours: 24 },
  { id: '1-a-3-dias', label: '1 a 3 días', fromHours: 24, toHours: 72 },
  { id: '3-a-7-dias', label: '3 a 7 días', fromHours: 72, toHours: 168 },
  { id: 'mas-de-7-dias', label: 'Más de 7 días', fromHours: 168, toHours: null },
] as const;
export type AgeBucketId = (typeof AGE_BUCKETS)[number]['id'];

const HOUR_MS = 3_600_000;

/** Whole minutes a request has waited at `now` (never negative: a clock a little ahead). */
export function ageMinutes(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}

export function ageBucket(since: Date, now: Date): AgeBucketId {
  const hours = Math.max(0, now.getTime() - since.getTime()) / HOUR_MS;
  const bucket = AGE_BUCKETS.find(
    (candidate) =>
      hours >= candidate.fromHours && (candidate.toHours === null || hours < candidate.toHours),
  );
  return bucket!.id;
}

/**
 * The instants between which a request's waiting start must fall for its age to be within
 * [minDays, maxDays] at `now` (a filter "aged 3 to 7 days": waiting since between 7 and 3 days
 * ago). `maxDays` includes the whole last day.
 */
export function ageRange(
  now: Date,
  minDays: number | undefined,
  maxDays: number | undefined,
): { since?: Date; until?: Date } {
  const dayMs = 24 * HOUR_MS;
  return {
    ...(maxDays === undefined ? {} : { since: new Date(now.getTime() - (maxDays + 1) * dayMs) }),
    ...(minDays === undefined ? {} : { until: new Date(now.getTime() - minDays * dayMs) }),
  };
}
