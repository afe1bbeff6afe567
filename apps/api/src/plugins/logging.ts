import { pino, type Logger, type LoggerOptions } from 'pino';

/**
 * Structured logs that never carry passwords, tokens or patient data: requests are logged by
 * method and route pattern (not the raw URL, whose query may hold affiliate numbers), and
 * secrets anywhere in a logged object are redacted.
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
        'body.password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: {
        method: string;
        routeOptions?: { url?: string };
        url: string;
        ip?: string;
        id?: string;
      }) {
        return {
          id: request.id,
          method: request.method,
          route: request.routeOptions?.url ?? request.url.split('?')[0],
          ip: request.ip,
        };
      },
    },
  };
}

export function createLogger(level: string): Logger {
  return pino(loggerOptions(level));
}
