import type { LoginRequest } from '@portal/contracts';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';

/**
 * Spec §7 auth-login. A refusal is a 401 that must not end any session: none exists. The call
 * comes with the login form on the public home, so its contract loads only when it is made.
 */
export function postLogin(http: HttpClient, body: LoginRequest) {
  const call = () => import('@portal/contracts').then((contracts) => contracts.loginCall);
  return callApi(http, call, { body }, { token: null, handleUnauthorized: false });
}
