import { CASE_SEARCH_WINDOW_DAYS } from '../support-cases/constants.ts';
import { startOfArgentineDay } from '../support-cases/search-dates.ts';
import { addDays, formatServerDate, parseExp } from '../format/dates.ts';

/** How far back a movement may be registered: a census reports the current stays. */
export const CENSUS_MAX_DAYS_BACK = 30;
/** The widest census search, so one query never scans years of rows. */
export const CENSUS_SEARCH_MAX_DAYS = 366;

export const CENSUS_DATE_MESSAGES = {
  future: 'La fecha no puede ser posterior a hoy.',
  tooOld: `La fecha no puede ser anterior a ${CENSUS_MAX_DAYS_BACK} días.`,
  invalid: 'Las fechas de búsqueda deben tener el formato AAAAMMDD y ser fechas reales.',
  order: 'La fecha desde no puede ser posterior a la fecha hasta.',
  range: `La búsqueda no puede superar los ${CENSUS_SEARCH_MAX_DAYS} días.`,
} as const;

/** Whether a movement's day (Argentina's calendar) may be registered today. */
export function censusDateProblem(day: Date, now: Date): string | null {
  const today = startOfArgentineDay(now);
  const start = startOfArgentineDay(day);
  if (start.getTime() > today.getTime()) return CENSUS_DATE_MESSAGES.future;
  if (start.getTime() < addDays(today, -CENSUS_MAX_DAYS_BACK).getTime()) {
    return CENSUS_DATE_MESSAGES.tooOld;
  }
  return null;
}

export type CensusSearchRange =
  { ok: true; fechaDesde: string; fechaHasta: string } | { ok: false; message: string };

const readDay = (text: string | undefined) =>
  text === undefined ? undefined : /^\d{8}$/.test(text) ? parseExp(`${text}000000`) : null;

/**
 * The census search's days, YYYYMMDD, both inclusive (spec §5 search dates): by default the
 * last 15 days up to today; with only a start, up to today; with only an end, the 15 days
 * before it.
 */
export function censusSearchRange(
  input: { fechaDesde?: string | undefined; fechaHasta?: string | undefined },
  now: Date,
): CensusSearchRange {
  const from = readDay(input.fechaDesde);
  const to = readDay(input.fechaHasta);
  if (from === null || to === null) return { ok: false, message: CENSUS_DATE_MESSAGES.invalid };
  const end = startOfArgentineDay(to ?? now);
  const start = from ?? addDays(end, -CASE_SEARCH_WINDOW_DAYS);
  if (start.getTime() > end.getTime()) return { ok: false, message: CENSUS_DATE_MESSAGES.order };
  const days = Math.round((end.getTime() - start.getTime()) / (24 * 60 * 60 * 1000)) + 1;
  if (days > CENSUS_SEARCH_MAX_DAYS) return { ok: false, message: CENSUS_DATE_MESSAGES.range };
  return { ok: true, fechaDesde: formatServerDate(start), fechaHasta: formatServerDate(end) };
}
