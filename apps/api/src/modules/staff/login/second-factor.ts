import { randomInt } from 'node:crypto';
import { Secret, TOTP as Totp } from 'otpauth';
import {
  RECOVERY_CODES,
  TOTP,
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  totpStep,
  totpStepAccepted,
} from '@portal/domain/staff';
import { sha256 } from '../../../lib/crypto.ts';

/*
 * TOTP through otpauth (RFC 6238, the maintained library every authenticator app agrees with);
 * the window and the replay rule are the domain's.
 */

const totpOf = (email: string, secret: string) =>
  new Totp({
    issuer: TOTP.issuer,
    label: email,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });

export function newTotpSecret(): string {
  return new Secret({ size: TOTP.secretBytes }).base32;
}

/** What an authenticator app reads from a QR code. */
export const enrolmentUri = (email: string, secret: string) => totpOf(email, secret).toString();

/** The code of `secret` at `at` (the operator's `totp` command, the tests, the E2E). */
export const totpCode = (secret: string, at: Date) =>
  totpOf('', secret).generate({ timestamp: at.getTime() });

/**
 * The step a typed code opens at `now`, or null: a code of the window not older than the last
 * step used (a code used once is refused the second time).
 */
export function acceptedTotpStep(
  email: string,
  secret: string,
  typed: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  const code = normalizeTotpCode(typed);
  if (!code) return null;
  const delta = totpOf(email, secret).validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP.window,
  });
  const step = totpStep(now);
  return totpStepAccepted(delta, step, lastUsedStep) ? step + delta! : null;
}

/** Ten new recovery codes: as shown once, and as stored (SHA-256 of their letters). */
export function newRecoveryCodes(): { shown: string[]; hashes: string[] } {
  const letters = Array.from({ length: RECOVERY_CODES.count }, () =>
    Array.from(
      { length: RECOVERY_CODES.groups * RECOVERY_CODES.groupLength },
      () => RECOVERY_CODES.alphabet[randomInt(RECOVERY_CODES.alphabet.length)],
    ).join(''),
  );
  return { shown: letters.map(formatRecoveryCode), hashes: letters.map((code) => sha256(code)) };
}

/** The stored form of a typed recovery code, or null when it cannot be one. */
export function recoveryCodeHash(typed: string): string | null {
  const code = normalizeRecoveryCode(typed);
  return code ? sha256(code) : null;
}
