import type { ExternalAuthResponse } from '@portal/contracts';
import type { HttpClient } from '@/lib/http';

/** POST /pre/v0/auth-external: re-establishes an impersonated or read-only session (spec §4). */
export function postExternalAuth(http: HttpClient, code: string): Promise<ExternalAuthResponse> {
  return http.post<ExternalAuthResponse>(
    '/pre/v0/auth-external',
    { code },
    { token: null, handleUnauthorized: false },
  );
}
