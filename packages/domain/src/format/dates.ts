/**
 * Date formats of the spec (§3, §5, §9). The portal lives on Argentina's calendar: every
 * function reads and writes wall-clock fields in UTC−03:00 (Argentina has no daylight saving),
 * so a server and a browser in any time zone agree on `exp` and on what "today" is.
 */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The Argentine wall-clock fields of an instant. */
export function argentinaWallClock(date: Date): WallClock {
  const shifted = new Date(date.getTime() + ARGENTINA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  };
}

/** The instant of an Argentine wall-clock time. */
export function fromArgentinaWallClock(fields: WallClock): Date {
  const { year, month, day, hours, minutes, seconds } = fields;
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds) - ARGENTINA_OFFSET_MS);
}

/** YYYYMMDDHHmmss, the format of `exp` and of the external auth expiry. */
export function formatExp(date: Date): string {
  const c = argentinaWallClock(date);
  return `${c.year}${pad(c.month)}${pad(c.day)}${pad(c.hours)}${pad(c.minutes)}${pad(c.seconds)}`;
}

/** Parses YYYYMMDDHHmmss; null when the text is not a real date in that format. */
export function parseExp(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const fields = { year, month, day, hours, minutes, seconds };
  const date = fromArgentinaWallClock(fields);
  const back = argentinaWallClock(date);
  const roundTrips = (Object.keys(fields) as (keyof WallClock)[]).every(
    (key) => back[key] === fields[key],
  );
  return roundTrips ? date : null;
}

/** YYYYMMDD, how dates travel to the server. */
export function formatServerDate(date: Date): string {
  const c = argentinaWallClock(date);
  return `${c.year}${pad(c.month)}${pad(c.day)}`;
}

/** YYYY/MM/DD, the case-search format. */
export function formatCaseSearchDate(date: Date): string {
  const c = argentinaWallClock(date);
  return `${c.year}/${pad(c.month)}/${pad(c.day)}`;
}

/** dd/mm/yyyy, the format of orders and of dates shown to the user. */
export function formatOrderDate(date: Date): string {
  const c = argentinaWallClock(date);
  return `${pad(c.day)}/${pad(c.month)}/${c.year}`;
}

/** dd/mm/yyyy HH:mm for timestamps shown to the user. */
export function formatDateTime(date: Date): string {
  const c = argentinaWallClock(date);
  return `${formatOrderDate(date)} ${pad(c.hours)}:${pad(c.minutes)}`;
}

/** Whole days later (or earlier, when negative); exact because Argentina has no DST. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Parses YYYY-MM-DD as the start of that day in Argentina; null when not a real date. */
export function parseIsoDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  return parseExp(`${match[1]}${match[2]}${match[3]}000000`);
}

/** The one message for a typed date that is not a real day in dd/mm/aaaa (ADR 0016). */
export const TYPED_DATE_INVALID = 'Ingresá una fecha real con formato dd/mm/aaaa.';

/**
 * Reads a date as a user types it, dd/mm/aaaa (a one-digit day or month too, spaces around it
 * ignored), as the start of that day in Argentina; null when it is no real day. Every date field
 * of the web reads its text here; `formatOrderDate` writes a day back in the same form.
 */
export function parseTypedDate(text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return parseIsoDay(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
}
