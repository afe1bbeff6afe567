import { msUntil } from '@portal/domain';

/**
 * Like domain's shouldWarnExpiry, but with the warning window that public config sets
 * (sessionWarningSeconds) instead of the fixed minute. Candidate to move to packages/domain.
 */
export function shouldWarnExpiryWithin(exp: string, now: Date, warningMs: number): boolean {
  const left = msUntil(exp, now);
  return left > 0 && left <= warningMs;
}
