/**
 * The staff's second factor: TOTP as RFC 6238 and every authenticator app read it (30 s steps,
 * 6 digits, SHA-1), a code of the step before or after accepted for clock drift, and single-use
 * recovery codes for a lost phone.
 */
export const TOTP = {
  issuer: 'Consola de la aseguradora',
  algorithm: 'SHA1',
  digits: 6,
  periodSeconds: 30,
  /** Steps accepted on each side of the current one. */
  window: 1,
  /** Bytes of a new secret (160 bits, RFC 4226's recommendation). */
  secretBytes: 20,
} as const;

export const RECOVERY_CODES = {
  count: 10,
  /** Groups of four letters or digits joined by a dash: `k7m2-9xqp`. */
  groups: 2,
  groupLength: 4,
  /** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
  alphabet: 'abcdefghjkmnpqrstuvwxyz23456789',
} as const;

/** The time step a TOTP code belongs to at `at`. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP.periodSeconds);

/**
 * Whether a code that matched `delta` steps away from the step of now may open a session: inside
 * the window, and later than the last step used, so a code seen over a shoulder or replayed from a
 * log opens nothing (RFC 6238 §5.2).
 */
export function totpStepAccepted(
  delta: number | null,
  nowStep: number,
  lastUsedStep: number | null,
): boolean {
  if (delta === null || Math.abs(delta) > TOTP.window) return false;
  return lastUsedStep === null || nowStep + delta > lastUsedStep;
}

/** A six-digit code as typed: spaces dropped (apps show `123 456`). Null when it is none. */
export function normalizeTotpCode(text: string): string | null {
  const code = text.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** A recovery code as typed: case, spaces and dashes do not matter. Null when it is none. */
export function normalizeRecoveryCode(text: string): string | null {
  const code = text.toLowerCase().replace(/[\s-]/g, '');
  const length = RECOVERY_CODES.groups * RECOVERY_CODES.groupLength;
  const allowed = new RegExp(`^[${RECOVERY_CODES.alphabet}]{${length}}$`);
  return allowed.test(code) ? code : null;
}

/** A recovery code as shown to the person, from its letters: `k7m2-9xqp`. */
export function formatRecoveryCode(letters: string): string {
  const groups: string[] = [];
  for (let at = 0; at < letters.length; at += RECOVERY_CODES.groupLength) {
    groups.push(letters.slice(at, at + RECOVERY_CODES.groupLength));
  }
  return groups.join('-');
}
