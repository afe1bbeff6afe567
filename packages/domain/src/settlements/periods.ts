import { argentinaWallClock } from '../format/dates.ts';

/**
 * A settlement period is one month, carried as AAAAMM text (202603) and kept as the number
 * 202603; users read it as mm/aaaa. Settlements are queried by a range of periods.
 */
export const SETTLEMENT_MAX_MONTHS = 24;
/** The range the query opens with: the last twelve settled months. */
export const SETTLEMENT_DEFAULT_MONTHS = 12;

export const SETTLEMENT_PERIOD_MESSAGES = {
  invalid: 'El período debe tener el formato AAAAMM (año y mes reales).',
  order: 'El período hasta no puede ser anterior al período desde.',
  range: `El período consultado no puede superar los ${SETTLEMENT_MAX_MONTHS} meses.`,
} as const;

const PERIOD_TEXT = /^(\d{4})(\d{2})$/;

/** The period of AAAAMM text, or null when it is no real month (years 1900 to 2999). */
export function parsePeriod(text: string): number | null {
  const match = PERIOD_TEXT.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 1900 || year > 2999 || month < 1 || month > 12) return null;
  return year * 100 + month;
}

/** The month's ordinal since year 0, so periods subtract as months. */
const ordinal = (period: number) => Math.floor(period / 100) * 12 + (period % 100) - 1;
const fromOrdinal = (value: number) => Math.floor(value / 12) * 100 + (value % 12) + 1;

/** `period` moved by `months` (negative goes back). */
export function addMonths(period: number, months: number): number {
  return fromOrdinal(ordinal(period) + months);
}

/** How many months from `from` to `to`, both included (1 for the same month). */
export function monthsBetween(from: number, to: number): number {
  return ordinal(to) - ordinal(from) + 1;
}

/** The period of an instant, on Argentina's calendar. */
export function periodOf(date: Date): number {
  const { year, month } = argentinaWallClock(date);
  return year * 100 + month;
}

/** mm/aaaa, as the list and the documents show a period. */
export function formatPeriod(period: number): string {
  return `${String(period % 100).padStart(2, '0')}/${Math.floor(period / 100)}`;
}

export type SettlementPeriodRange =
  { ok: true; desde: number; hasta: number } | { ok: false; message: string };

/**
 * The query's periods, both inclusive: by default the last SETTLEMENT_DEFAULT_MONTHS months up to
 * last month (the current month is not settled yet); with only a start, up to last month; with
 * only an end, the months before it. An end before the start or more than
 * SETTLEMENT_MAX_MONTHS months is refused.
 */
export function settlementPeriodRange(
  input: { periodoDesde?: string | undefined; periodoHasta?: string | undefined },
  now: Date,
): SettlementPeriodRange {
  const from = input.periodoDesde === undefined ? undefined : parsePeriod(input.periodoDesde);
  const to = input.periodoHasta === undefined ? undefined : parsePeriod(input.periodoHasta);
  if (from === null || to === null)
    return { ok: false, message: SETTLEMENT_PERIOD_MESSAGES.invalid };
  const hasta = to ?? Math.max(addMonths(periodOf(now), -1), from ?? 0);
  const desde = from ?? addMonths(hasta, -(SETTLEMENT_DEFAULT_MONTHS - 1));
  if (desde > hasta) return { ok: false, message: SETTLEMENT_PERIOD_MESSAGES.order };
  if (monthsBetween(desde, hasta) > SETTLEMENT_MAX_MONTHS) {
    return { ok: false, message: SETTLEMENT_PERIOD_MESSAGES.range };
  }
  return { ok: true, desde, hasta };
}

/** The last `count` settled months before `now`'s month, oldest first (the charts' axis). */
export function lastSettledPeriods(now: Date, count = SETTLEMENT_MAX_MONTHS): number[] {
  const last = addMonths(periodOf(now), -1);
  return Array.from({ length: count }, (_, index) => addMonths(last, index - count + 1));
}
