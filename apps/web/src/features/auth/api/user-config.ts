import type { ModelEspecifico, UserConfigResponse } from '@portal/contracts';
import type { HttpClient } from '@/lib/http';

/** POST /pre/v1/user-config: the "second call" after login, with the new token (spec §3). */
export function postUserConfig(
  http: HttpClient,
  modelEspecifico: ModelEspecifico,
  token: string,
): Promise<UserConfigResponse> {
  return http.post<UserConfigResponse>(
    '/pre/v1/user-config',
    { modelEspecifico },
    { token, handleUnauthorized: false },
  );
}
