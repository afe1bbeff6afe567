import { pino, type Logger, type LoggerOptions } from 'pino';
import { maskEmailsIn } from '@portal/domain/format';
import { isDatabaseError, sqlStateOf } from '../db/errors.ts';
import { UNMATCHED_ROUTE } from '../lib/route-series.ts';

/** A logged error: its type, code, message and stack frames, and its cause the same way. */
export interface LoggedError {
  type: string;
  code?: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
}

/** Drizzle's message is `Failed query: <sql>\nparams: <values>`: the values must not be logged. */
function withoutParameters(text: string): string {
  const at = text.indexOf('\nparams:');
  return maskEmailsIn(at < 0 ? text : text.slice(0, at));
}

/**
 * An error as the logs may hold it. A database error keeps only its SQLSTATE: its message,
 * detail, `query` and `params` hold the statement's values (a session id, an e-mail address).
 * Other errors keep their message with e-mail addresses masked; no other property is copied,
 * so nothing an error carries (a request body, a response) reaches the log by accident.
 */
export function serializeError(error: unknown, depth = 0): LoggedError | string {
  if (typeof error === 'string') return withoutParameters(error);
  if (!(error instanceof Error)) return `non-error thrown: ${typeof error}`;
  const database = isDatabaseError(error);
  const state = sqlStateOf(error);
  const own = (error as { code?: unknown }).code;
  const code = state ?? (typeof own === 'string' ? own : undefined);
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.constructor.name,
    ...(code ? { code } : {}),
    message: database ? `database error ${state ?? '(no SQLSTATE)'}` : maskEmailsIn(error.message),
    ...(frames ? { stack: frames } : {}),
    ...(cause !== undefined && depth < 3
      ? { cause: serializeError(cause, depth + 1) as LoggedError }
      : {}),
  };
}

/**
 * Structured logs that never carry passwords, tokens, PINs, mail bodies, SQL parameters or
 * patient data: requests are logged by method and route pattern (not the raw URL, whose path
 * and query may hold affiliate numbers; `(unmatched)` when no route matched), errors through
 * `serializeError`, and secrets anywhere in a logged object are redacted. E-mail addresses are
 * logged masked (`maskEmail`).
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        // At the top of a logged object and one level down.
        'password',
        'token',
        'resetToken',
        'pin',
        '*.password',
        '*.token',
        '*.resetToken',
        '*.pin',
        // The staff's login (docs/decisions/0055): its pending token, codes and TOTP secret.
        'pendingToken',
        'recoveryCode',
        'recoveryCodes',
        'invitation',
        'secret',
        'enrolment',
        '*.pendingToken',
        '*.recoveryCode',
        '*.recoveryCodes',
        '*.invitation',
        '*.secret',
        '*.enrolment',
        'body.password',
        // A query's parameters, wherever an object carrying them is logged.
        'params',
        '*.params',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req(request: { method: string; routeOptions?: { url?: string }; ip?: string; id?: string }) {
        return {
          id: request.id,
          method: request.method,
          // A path that matched no route is the client's text (an affiliate number, a case
          // id): it is not logged, as the metrics do not count it.
          route: request.routeOptions?.url ?? UNMATCHED_ROUTE,
          ip: request.ip,
        };
      },
    },
  };
}

export function createLogger(level: string): Logger {
  return pino(loggerOptions(level));
}
