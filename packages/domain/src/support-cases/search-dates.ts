import { CASE_SEARCH_WINDOW_DAYS } from './constants.ts';
import {
  addDays,
  argentinaWallClock,
  formatCaseSearchDate,
  formatServerDate,
  fromArgentinaWallClock,
  parseExp,
} from '../format/dates.ts';

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

/** The window as the other calls take dates: YYYYMMDD. */
export function serverSearchDates(window: CaseSearchWindow): {
  fechaDesde: string;
  fechaHasta: string;
} {
  return {
    fechaDesde: formatServerDate(window.desde),
    fechaHasta: formatServerDate(window.hasta),
  };
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
