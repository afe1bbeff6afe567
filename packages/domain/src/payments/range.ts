import { addDays } from '../format/dates.ts';
import { PAYMENTS_DEFAULT_DAYS, PAYMENTS_MAX_RANGE_DAYS, PAYMENTS_MESSAGES } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The days the payments list covers: both ends inclusive (YYYY-MM-DD, Argentina), by default
 * the last year up to today; an end before its start or more than two years is refused.
 */
export function paymentsRange(
  query: { desde?: string | undefined; hasta?: string | undefined },
  today: string,
): { ok: true; desde: string; hasta: string } | { ok: false; message: string } {
  const hasta = query.hasta ?? today;
  const desde =
    query.desde ??
    addDays(new Date(`${hasta}T12:00:00Z`), -PAYMENTS_DEFAULT_DAYS)
      .toISOString()
      .slice(0, 10);
  if (desde > hasta) return { ok: false, message: PAYMENTS_MESSAGES.rangeReversed };
  const days = (Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DAY_MS;
  if (days > PAYMENTS_MAX_RANGE_DAYS) return { ok: false, message: PAYMENTS_MESSAGES.rangeTooWide };
  return { ok: true, desde, hasta };
}
