/**
 * What other modules may use of the auth area: the failed-login throttle, which the staff's
 * console login counts with too (docs/decisions/0003, 0055).
 */
export { beginLoginAttempt, settleLoginAttempt } from './login/login-throttle.ts';
