import { CASE_SEARCH_WINDOW_DAYS } from './constants.ts';
import {
  addDays,
  argentinaWallClock,
  formatCaseSearchDate,
  formatServerDate,
  fromArgentinaWallClock,
  parseExp,
  parseTypedDate,
  TYPED_DATE_INVALID,
} from '../format/dates.ts';
import { CASE_EXTRA_MESSAGES } from './messages.ts';

/** The most days one case search covers, so one query never scans years of cases. */
export const CASE_SEARCH_MAX_DAYS = 366;

/** Midnight (Argentina) that starts the day of an instant. */
export function startOfArgentineDay(date: Date): Date {
  const c = argentinaWallClock(date);
  return fromArgentinaWallClock({ ...c, hours: 0, minutes: 0, seconds: 0 });
}

export interface CaseSearchWindow {
  /** First day searched (start of the day). */
  desde: Date;
  /** The day after the last day searched (spec §5: "the end sent is the end plus one day"). */
  hasta: Date;
}

/**
 * Search dates (spec §5): by default the last 15 days up to now; with only a start date the end
 * is now; with only an end date, the 15 days before it. The end sent is the end plus one day.
 */
export function caseSearchWindow(
  input: { startDate?: Date | null; endDate?: Date | null },
  now: Date,
): CaseSearchWindow {
  const end = input.endDate ?? now;
  const start = input.startDate ?? addDays(input.endDate ?? now, -CASE_SEARCH_WINDOW_DAYS);
  return {
    desde: startOfArgentineDay(start),
    hasta: addDays(startOfArgentineDay(end), 1),
  };
}

/** The window as `V3 cap/ConsultaTramites` takes it: YYYY/MM/DD (the case-search format). */
export function caseSearchDates(window: CaseSearchWindow): {
  fechaDesde: string;
  fechaHasta: string;
} {
  return {
    fechaDesde: formatCaseSearchDate(window.desde),
    fechaHasta: formatCaseSearchDate(window.hasta),
  };
}

/** The window as the other calls take dates: YYYYMMDD, the end exclusive like every search's. */
export function serverSearchDates(window: CaseSearchWindow): {
  fechaDesde: string;
  fechaHasta: string;
} {
  return {
    fechaDesde: formatServerDate(window.desde),
    fechaHasta: formatServerDate(window.hasta),
  };
}

/** The last day a window covers, the one a page shows as "hasta" (the window's end is exclusive). */
export function lastSearchedDay(window: CaseSearchWindow): Date {
  return addDays(window.hasta, -1);
}

export type SentSearchWindow =
  | { ok: true; window: CaseSearchWindow }
  | { ok: false; problem: Exclude<CaseSearchDateProblem, null> };

/**
 * The window a search call received, read with the rule that sent it: `fechaHasta` is the day
 * after the last day searched (spec §5), YYYY/MM/DD or YYYYMMDD; a missing date takes §5's
 * defaults, as on the page. The servers read their searches here, so a page and its server
 * cannot disagree on which day the end is.
 */
export function sentSearchWindow(
  sent: { fechaDesde?: string | undefined; fechaHasta?: string | undefined },
  now: Date,
): SentSearchWindow {
  const desde = sent.fechaDesde === undefined ? null : parseCaseSearchDate(sent.fechaDesde);
  const hasta = sent.fechaHasta === undefined ? null : parseCaseSearchDate(sent.fechaHasta);
  if ((sent.fechaDesde !== undefined && !desde) || (sent.fechaHasta !== undefined && !hasta)) {
    return { ok: false, problem: 'invalid' };
  }
  const window = caseSearchWindow(
    { startDate: desde, endDate: hasta ? addDays(hasta, -1) : null },
    now,
  );
  const problem = caseSearchDatesProblem(window.desde, window.hasta);
  return problem ? { ok: false, problem } : { ok: true, window };
}

/** Reads YYYY/MM/DD or YYYYMMDD as the start of that Argentine day; null when not a real date. */
export function parseCaseSearchDate(text: string): Date | null {
  const match = /^(\d{4})\/?(\d{2})\/?(\d{2})$/.exec(text);
  if (!match) return null;
  if (text.includes('/') && text.split('/').length !== 3) return null;
  return parseExp(`${match[1]}${match[2]}${match[3]}000000`);
}

export type CaseSearchDateProblem = 'invalid' | 'order' | 'range' | null;

/**
 * What is wrong with a window as sent (`hasta` already one day past the end): an unreadable
 * date, a start after the end, or a window longer than CASE_SEARCH_MAX_DAYS.
 */
export function caseSearchDatesProblem(
  desde: Date | null,
  hasta: Date | null,
): CaseSearchDateProblem {
  if (!desde || !hasta) return 'invalid';
  if (desde.getTime() >= hasta.getTime()) return 'order';
  const days = Math.round((hasta.getTime() - desde.getTime()) / (24 * 60 * 60 * 1000));
  return days > CASE_SEARCH_MAX_DAYS ? 'range' : null;
}

export type TypedSearchWindow =
  { ok: true; window: CaseSearchWindow } | { ok: false; field: 'desde' | 'hasta'; message: string };

/**
 * The search window of two dates as typed (dd/mm/aaaa, either may be empty), with spec §5's
 * defaults, or the field that is wrong and why: a day that does not exist, a start after the
 * end, a window over CASE_SEARCH_MAX_DAYS. Every search form of the portal reads its dates here.
 */
export function typedSearchWindow(
  typed: { desde: string; hasta: string },
  now: Date,
): TypedSearchWindow {
  const startDate = typed.desde.trim() ? parseTypedDate(typed.desde) : null;
  const endDate = typed.hasta.trim() ? parseTypedDate(typed.hasta) : null;
  if (typed.desde.trim() && !startDate)
    return { ok: false, field: 'desde', message: TYPED_DATE_INVALID };
  if (typed.hasta.trim() && !endDate)
    return { ok: false, field: 'hasta', message: TYPED_DATE_INVALID };
  const window = caseSearchWindow({ startDate, endDate }, now);
  switch (caseSearchDatesProblem(window.desde, window.hasta)) {
    case 'invalid':
      return { ok: false, field: 'desde', message: CASE_EXTRA_MESSAGES.invalidDate };
    case 'order':
      return { ok: false, field: 'hasta', message: CASE_EXTRA_MESSAGES.dateOrder };
    case 'range':
      return { ok: false, field: 'desde', message: CASE_EXTRA_MESSAGES.dateRange };
    case null:
      return { ok: true, window };
  }
}
