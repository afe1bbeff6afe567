import type { WriteWindow } from './policies.ts';

/**
 * Whom a limit counts for: one user, one provider (all its users), or one support case (all
 * the provider's users writing on it; the support centre's own limit).
 */
export type WriteLimitScope = 'case' | 'user' | 'provider';

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

/** The code of a refusal, by the scope it names: what a client may branch on. */
export const WRITE_LIMIT_CODES: Readonly<Record<WriteLimitScope, string>> = {
  case: 'CASE_WRITE_LIMIT',
  user: 'USER_WRITE_LIMIT',
  provider: 'PROVIDER_WRITE_LIMIT',
};

/** "en 7 minutos": when a limited write may be tried again, rounded up. */
export function retryAfterText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'en un minuto';
  if (minutes < 120) return `en ${minutes} minutos`;
  return `en ${Math.ceil(seconds / 3600)} horas`;
}

export function writeLimitMessage(scope: WriteLimitScope, retryAfterSeconds: number): string {
  const when = retryAfterText(retryAfterSeconds);
  switch (scope) {
    case 'case':
      return `Este trámite recibió demasiados envíos seguidos. Podés volver a intentar ${when}.`;
    case 'user':
      return `Hiciste demasiados envíos seguidos. Podés volver a intentar ${when}.`;
    case 'provider':
      return `Se hicieron demasiados envíos seguidos desde tu prestador. Podés volver a intentar ${when}.`;
  }
}

/** The scope named when several are full: the one the user can do most about comes first. */
const NAMED_FIRST: readonly WriteLimitScope[] = ['case', 'user', 'provider'];

/**
 * Whether one more write fits: refused while any window already holds `max` writes, until the
 * `max`-th newest of every full window has slid out of it (at least one second, so a client
 * always has a wait to show). A case's limit is named before the user's (the user can write on
 * another case), the user's before the provider's (the user's own pace is the cause).
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
  const scope = NAMED_FIRST.find((named) => full.some((count) => count.scope === named))!;
  return {
    allowed: false,
    scope,
    retryAfterSeconds,
    message: writeLimitMessage(scope, retryAfterSeconds),
  };
}
