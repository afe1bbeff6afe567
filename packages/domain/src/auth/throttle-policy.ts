/**
 * Failed-login throttling (docs/decisions/0003): failures count inside a 15-minute sliding
 * window, per account and address, per address, and per account except from addresses that
 * logged into it within `knownAddressMs`. The API counts; `throttleVerdict` decides.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxPerAccountAndAddress: 5,
  maxPerAddress: 30,
  maxPerAccount: 50,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/**
 * Password-recovery look-ups (steps 1 to 3) that find no account: an address may miss only
 * this many in the window (docs/decisions/0003, addendum); hits never count.
 */
export const RECOVERY_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxMissesPerAddress: 20,
} as const;
