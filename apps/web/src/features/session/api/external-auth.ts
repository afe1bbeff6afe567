import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';

/**
 * Re-establishes an impersonated or read-only session (spec §4). Made at start-up from the
 * link's code, so its contract loads only when it is made.
 */
export function postExternalAuth(http: HttpClient, code: string) {
  const call = () => import('@portal/contracts').then((contracts) => contracts.externalAuthCall);
  return callApi(http, call, { body: { code } }, { token: null, handleUnauthorized: false });
}
