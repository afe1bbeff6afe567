const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** At most `max` writes inside any window of `windowMs` (a sliding window, not a calendar one). */
export interface WriteWindow {
  max: number;
  windowMs: number;
}

/** Whom a limit counts for: one case (all the provider's users together) or one user. */
export type WriteLimitScope = 'case' | 'user';

/**
 * Limits on the provider's support-case writes (unlimited, 4,605 observations in 60 s made one
 * case's detail 1.46 MB). The insurer's operators are not limited.
 * - Per case: notes, added files and replies to one case. A conversation needs a few a day; ten in
 *   ten minutes leaves room for a user who sends a note and then the files they forgot, and thirty
 *   a day bounds how fast a case's history can grow.
 * - Per user: every support-case write of the user (filing, staging files for a filing, notes,
 *   added files, replies). A filing with files is two writes (stage, file); thirty in ten minutes
 *   is a case filed every forty seconds, more than a person at a front desk types; three hundred a
 *   day is a hundred and fifty filings.
 */
export const CASE_WRITE_LIMITS: Readonly<Record<WriteLimitScope, readonly WriteWindow[]>> = {
  case: [
    { max: 10, windowMs: 10 * MINUTE_MS },
    { max: 30, windowMs: DAY_MS },
  ],
  user: [
    { max: 30, windowMs: 10 * MINUTE_MS },
    { max: 300, windowMs: DAY_MS },
  ],
};

/**
 * One window of one scope as the store sees it: `nthNewest` is the instant of the `max`-th newest
 * write inside the window, or null when the window holds fewer than `max` writes.
 */
export interface WriteWindowCount extends WriteWindow {
  scope: WriteLimitScope;
  nthNewest: Date | null;
}

export type WriteLimitVerdict =
  | { allowed: true }
  | { allowed: false; scope: WriteLimitScope; retryAfterSeconds: number; message: string };

/** "en 7 minutos": when a limited write may be tried again, rounded up. */
export function retryAfterText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'en un minuto';
  if (minutes < 120) return `en ${minutes} minutos`;
  return `en ${Math.ceil(seconds / 3600)} horas`;
}

export function writeLimitMessage(scope: WriteLimitScope, retryAfterSeconds: number): string {
  const when = retryAfterText(retryAfterSeconds);
  return scope === 'case'
    ? `Este trámite recibió demasiados envíos seguidos. Podés volver a intentar ${when}.`
    : `Hiciste demasiados envíos seguidos en el Centro de atención. Podés volver a intentar ${when}.`;
}

/**
 * Whether one more write fits: refused while any window already holds `max` writes, until the
 * `max`-th newest of every full window has slid out of it (at least one second, so a client
 * always has a wait to show). The case's limit is named first when both are reached: it is the
 * one the user can do something about (write on another case).
 */
export function writeLimitVerdict(
  counts: readonly WriteWindowCount[],
  now: Date,
): WriteLimitVerdict {
  const full = counts.filter(
    (count) =>
      count.nthNewest !== null && count.nthNewest.getTime() > now.getTime() - count.windowMs,
  );
  if (full.length === 0) return { allowed: true };
  const liftsAt = Math.max(...full.map((count) => count.nthNewest!.getTime() + count.windowMs));
  const retryAfterSeconds = Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000));
  const scope = full.some((count) => count.scope === 'case') ? 'case' : 'user';
  return {
    allowed: false,
    scope,
    retryAfterSeconds,
    message: writeLimitMessage(scope, retryAfterSeconds),
  };
}
