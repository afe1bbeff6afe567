import type { ModelEspecifico } from '@portal/contracts';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';

/** The "second call" after login, with the new token (spec §3); its contract loads with it. */
export function postUserConfig(http: HttpClient, modelEspecifico: ModelEspecifico, token: string) {
  const call = () => import('@portal/contracts').then((contracts) => contracts.userConfigCall);
  return callApi(http, call, { body: { modelEspecifico } }, { token, handleUnauthorized: false });
}
