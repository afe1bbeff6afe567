/** Opening hours of one weekday: 'HH:MM a HH:MM', or empty for a closed day. */
const HOURS = /^([01]\d|2[0-3]):([0-5]\d)\s*(?:a|-)\s*([01]\d|2[0-3]):([0-5]\d)$/;

export type HoursCheck = { ok: true; value: string | null } | { ok: false };

/**
 * Reads one day's hours as typed ('8:30 a 12' is not taken: two-digit hours and minutes, with
 * 'a' or '-' between): the written form is 'HH:MM a HH:MM'; empty means closed (null).
 */
export function readHours(input: string | null | undefined): HoursCheck {
  const clean = (input ?? '').trim();
  if (clean === '') return { ok: true, value: null };
  const match = HOURS.exec(clean);
  if (!match) return { ok: false };
  const [, h1 = '', m1 = '', h2 = '', m2 = ''] = match;
  if (`${h1}${m1}` >= `${h2}${m2}`) return { ok: false };
  return { ok: true, value: `${h1}:${m1} a ${h2}:${m2}` };
}
