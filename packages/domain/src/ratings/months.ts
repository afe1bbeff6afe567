import { addMonths, periodOf } from '../settlements/periods.ts';

/** The ratings page charts the provider's last 12 months, the current one included. */
export const RATING_MONTHS = 12;

/** The last `months` periods (AAAAMM numbers) up to `now`'s, on Argentina's calendar, oldest first. */
export function ratingMonths(now: Date, months: number = RATING_MONTHS): number[] {
  const current = periodOf(now);
  return Array.from({ length: months }, (_, index) => addMonths(current, index - months + 1));
}
