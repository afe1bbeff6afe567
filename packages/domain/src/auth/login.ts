import { CAMPAIGN_INTERVAL_MS, CAMPAIGN_LAST_DAY, PASSWORD_MAX_LENGTH } from './constants.ts';
import { parseIsoDay, addDays } from '../format/dates.ts';

// eslint-disable-next-line no-control-regex
const EMAIL_STRIPPED = /[\u0000-\u001f\u007f<>"`]/g;

/** Password recovery and registration steps are OK only when estado is 'OK' (spec §4). */
export function isStepOk(answer: { estado: string }): boolean {
  return answer.estado === 'OK';
}

/**
 * Login input sanitising (spec §5): trims, drops control characters, angle brackets, double
 * quotes and backticks, and lower-cases the e-mail; the password keeps its characters but is
 * cut at the maximum. The apostrophe stays: it is legal in addresses (o'neill@...), and the
 * contracts' e-mail schema accepts it, so dropping it would log in as another address.
 */
export function sanitizeEmail(email: string): string {
  return email.replace(EMAIL_STRIPPED, '').trim().toLowerCase();
}

export function sanitizePassword(password: string): string {
  // eslint-disable-next-line no-control-regex
  return password.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, PASSWORD_MAX_LENGTH);
}

/**
 * The campaign modal (spec §2, §9) is shown until CAMPAIGN_LAST_DAY inclusive, at most once
 * every 24 hours.
 */
export function shouldShowCampaign(now: Date, lastShownAt: Date | null): boolean {
  const lastDay = parseIsoDay(CAMPAIGN_LAST_DAY);
  if (lastDay === null || now.getTime() >= addDays(lastDay, 1).getTime()) return false;
  return lastShownAt === null || now.getTime() - lastShownAt.getTime() >= CAMPAIGN_INTERVAL_MS;
}
