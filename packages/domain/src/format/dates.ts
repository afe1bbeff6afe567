/**
 * Date formats of the spec (§3, §5, §9). Every function works on the calendar fields of the
 * given Date in the runtime's local time zone, so callers pass dates already in Argentina's.
 */
const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** YYYYMMDDHHmmss, the format of `exp` and of the external auth expiry. */
export function formatExp(date: Date): string {
  return (
    `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}` +
    `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`
  );
}

/** Parses YYYYMMDDHHmmss; returns null when the text is not a real date in that format. */
export function parseExp(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, ...number[]];
  const date = new Date(y!, mo! - 1, d, h, mi, s);
  const roundTrips =
    date.getFullYear() === y &&
    date.getMonth() === mo! - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi &&
    date.getSeconds() === s;
  return roundTrips ? date : null;
}

/** YYYYMMDD, how dates travel to the server. */
export function formatServerDate(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

/** YYYY/MM/DD, the case-search format. */
export function formatCaseSearchDate(date: Date): string {
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** dd/mm/yyyy, the format of orders and of dates shown to the user. */
export function formatOrderDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** dd/mm/yyyy HH:mm for timestamps shown to the user. */
export function formatDateTime(date: Date): string {
  return `${formatOrderDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function addDays(date: Date, days: number): Date {
  const result = new Date(date);
  result.setDate(result.getDate() + days);
  return result;
}
