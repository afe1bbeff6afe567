import { CAMPAIGN_INTERVAL_MS, CAMPAIGN_LAST_DAY, PASSWORD_MAX_LENGTH } from './constants.ts';
import { parseExp, parseIsoDay, addDays } from '../format/dates.ts';

export type AppMode = 'user' | 'impersonated' | 'readOnly';

/** True when the YYYYMMDDHHmmss expiry is missing, malformed or not after `now`. */
export function isExpired(exp: string | null | undefined, now: Date): boolean {
  if (!exp) return true;
  const date = parseExp(exp);
  return date === null || date.getTime() <= now.getTime();
}

/** Milliseconds left until the expiry, never negative. */
export function msUntil(exp: string, now: Date): number {
  const date = parseExp(exp);
  return date === null ? 0 : Math.max(0, date.getTime() - now.getTime());
}

/** The session-expiry prompt is offered this long before `exp` (spec §4: "a renewal prompt"). */
export const SESSION_WARNING_MS = 60_000;

/** The renewal prompt shows once less than `warningMs` (default one minute) is left. */
export function shouldWarnExpiry(
  exp: string,
  now: Date,
  warningMs: number = SESSION_WARNING_MS,
): boolean {
  const left = msUntil(exp, now);
  return left > 0 && left <= warningMs;
}

/** The mode of an external auth entry (spec §3, §4): read-only wins over impersonated. */
export function externalAuthMode(model: { soloLectura?: boolean; impersonado?: boolean }): AppMode {
  if (model.soloLectura) return 'readOnly';
  if (model.impersonado) return 'impersonated';
  return 'user';
}

// eslint-disable-next-line no-control-regex
const EMAIL_STRIPPED = /[\u0000-\u001f\u007f<>"`]/g;

/**
 * The mode of a session re-established from external auth: the server's answer wins; when it
 * says 'user', the entry's own flags decide (spec §4).
 */
export function resolveExternalSessionMode(
  serverMode: AppMode,
  model: { soloLectura?: boolean; impersonado?: boolean },
): AppMode {
  return serverMode === 'user' ? externalAuthMode(model) : serverMode;
}

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
