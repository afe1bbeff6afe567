import { MESSAGES } from '@portal/domain/app';

/** Set on the error thrown after a 401 already cleared the session and raised its dialog. */
export const SESSION_EXPIRED_CODE = 'SESSION_EXPIRED';

export interface ApiErrorInit {
  status: number;
  message: string;
  code?: string | undefined;
  errNumber?: number | undefined;
  retryAfterSeconds?: number | undefined;
  details?: { path: string; message: string }[] | undefined;
}

/** Every failed /pre call ends as one of these, already carrying the text the user sees. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errNumber: number | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly details: { path: string; message: string }[];

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errNumber = init.errNumber;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.details = init.details ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the session-expiry handling already told the user; callers stay silent. */
export function isAlreadyReported(error: unknown): boolean {
  return isApiError(error) && error.code === SESSION_EXPIRED_CODE;
}

export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : MESSAGES.genericError;
}
