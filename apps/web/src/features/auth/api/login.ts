import type { LoginRequest, LoginResponse } from '@portal/contracts';
import type { HttpClient } from '@/lib/http';

/** POST /pre/v0/auth-login. A refusal is a 401 that must not end any session: none exists. */
export function postLogin(http: HttpClient, body: LoginRequest): Promise<LoginResponse> {
  return http.post<LoginResponse>('/pre/v0/auth-login', body, {
    token: null,
    handleUnauthorized: false,
  });
}
