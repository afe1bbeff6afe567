import type { ErrorResponse } from '@portal/contracts';

/** A failure the client should see as a 4xx (or a deliberate 5xx) in the one error shape. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly extra: Partial<Pick<ErrorResponse, 'errNumber' | 'details' | 'retryAfterSeconds'>>;
  /** A text for the server's log only, never sent (an internal error the user must not read). */
  readonly logMessage: string | undefined;

  constructor(
    statusCode: number,
    message: string,
    code: string,
    extra: Partial<Pick<ErrorResponse, 'errNumber' | 'details' | 'retryAfterSeconds'>> = {},
    logMessage?: string,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
    this.logMessage = logMessage;
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function reasonPhrase(statusCode: number): string {
  return REASONS[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request');
}

export function errorBody(
  statusCode: number,
  message: string,
  code: string,
  extra: HttpError['extra'] = {},
): ErrorResponse {
  return { statusCode, error: reasonPhrase(statusCode), message, code, ...extra };
}
