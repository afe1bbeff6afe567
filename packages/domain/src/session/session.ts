import { parseExp } from '../format/dates.ts';

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

/** The one-time links an operator issues for an external session (spec §4, ADR 0002). */
export const EXTERNAL_GRANT = {
  defaultMinutes: 10,
  /** The code only opens the session; a long-lived code would be a standing password. */
  maxMinutes: 60,
  operatorMaxLength: 120,
} as const;
