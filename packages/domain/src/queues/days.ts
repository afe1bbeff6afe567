import { argentinaWallClock, fromArgentinaWallClock } from '../format/dates.ts';

/** The first instant of the Argentine day `now` falls in: "today" of the console's volumes. */
export function startOfArgentineDay(now: Date): Date {
  const c = argentinaWallClock(now);
  return fromArgentinaWallClock({ ...c, hours: 0, minutes: 0, seconds: 0 });
}

/** ISO day (YYYY-MM-DD, Argentine) of an instant: the key of a chart's day. */
export function argentineDay(at: Date): string {
  const c = argentinaWallClock(at);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

/**
 * Per-day counts over the `days` days up to today, oldest first, with the days nothing
 * happened as zeros (a chart without gaps).
 */
export function dailySeries(
  now: Date,
  days: number,
  counts: ReadonlyMap<string, number>,
): { dia: string; cantidad: number }[] {
  const today = startOfArgentineDay(now).getTime();
  return Array.from({ length: days }, (_, index) => {
    const dia = argentineDay(new Date(today - (days - 1 - index) * 86_400_000 + 12 * 3_600_000));
    return { dia, cantidad: counts.get(dia) ?? 0 };
  });
}
