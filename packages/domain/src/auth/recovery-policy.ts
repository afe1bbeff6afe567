import { parseExp } from '../format/dates.ts';

/** Recovery limits (README "Security"): PINs live 15 minutes and allow 5 tries. */
export const PASSWORD_RECOVERY = {
  pinTtlMs: 15 * 60 * 1000,
  maxPinAttempts: 5,
  resetTokenTtlMs: 15 * 60 * 1000,
  maxPinsPerHour: 5,
  /** The window `maxPinsPerHour` counts the PINs sent in. */
  pinsWindowMs: 60 * 60 * 1000,
  /** The `fecha` of step 2 must be this fresh when step 3 sends the PIN. */
  fechaMaxAgeMs: 10 * 60 * 1000,
} as const;

/**
 * Step 3 refuses the `fecha` step 2 answered when it is malformed, in the future, or older than
 * `fechaMaxAgeMs`: the user starts the recovery again.
 */
export function isRecoveryRequestLapsed(fecha: string, now: Date): boolean {
  const issuedAt = parseExp(fecha);
  return (
    !issuedAt ||
    issuedAt > now ||
    now.getTime() - issuedAt.getTime() > PASSWORD_RECOVERY.fechaMaxAgeMs
  );
}
