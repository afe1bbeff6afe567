import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { ErrorResponse } from '@portal/contracts';
import type { Db } from '../src/db/client.ts';
import { loginAttempts, passwordResets, users } from '../src/db/schema/auth.ts';
import { auditLog, outbox } from '../src/db/schema/core.ts';
import {
  externalAuthGrants,
  sessions,
  termsAcceptances,
  userModules,
} from '../src/db/schema/session.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.ts';

/** The demo accounts of DEMO-DATA.md by the part of the e-mail before the @. */
export const DEMO = {
  demo: 'demo@prestadores.test',
  interior: 'interior@prestadores.test',
  subusuario: 'subusuario@prestadores.test',
  terminos: 'terminos@prestadores.test',
  mantenimiento: 'mantenimiento@prestadores.test',
  colegio: 'colegio@prestadores.test',
} as const;

export function demoAccount(email: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account;
}

/** The spec's texts (§6, §8) and this product's own, written out so a changed text fails a test. */
export const TEXT = {
  sessionExpired:
    'Tu sesión expiró. Por favor verificá tu información de usuario e iniciá sesión nuevamente.',
  loginFailed: 'No pudimos iniciar tu sesión. Verificá los datos ingresados y probá nuevamente.',
  noPermission: 'No tenés permisos suficientes para ver esta opción.',
  impersonateFailed:
    'No pudimos impersonarte. Hay algún error en los datos. Volvé a intentar por favor',
  captchaFailed: 'No pudimos hacer la petición',
  renewFailed: 'No pudimos renovar tu sesión, por favor intentá nuevamente',
  serverError: 'Ocurrió un problema en el servidor de datos',
  tooManyAttempts: 'Demasiados intentos fallidos. Esperá unos minutos antes de volver a intentar.',
  readOnly: 'Tu sesión es de solo lectura: no podés hacer cambios.',
  moduleInMaintenance: 'Este módulo está en mantenimiento. Volvé a intentar más tarde.',
  termsRequired: 'Tenés que aceptar los términos y condiciones para continuar.',
  notFound: 'El recurso solicitado no existe.',
  methodNotAllowed: 'El recurso solicitado no admite esta operación.',
  invalidInput: 'Los datos enviados no son válidos.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
} as const;

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
};

/**
 * Asserts the one error shape {statusCode, error, message, code}; `message` is matched
 * exactly when a string is given. Answers the body for further checks.
 */
export function expectError(
  response: Response,
  statusCode: number,
  code: string,
  message?: string | RegExp,
): ErrorResponse {
  const body = response.json<ErrorResponse>();
  expect({ status: response.statusCode, code: body.code }).toEqual({ status: statusCode, code });
  expect(body.statusCode).toBe(statusCode);
  expect(body.error).toBe(REASONS[statusCode]);
  expect(typeof body.message).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return body;
}

/** Row counts of every table a request of the foundation can write. */
export async function tableCounts(db: Db) {
  const tables = {
    users,
    userModules,
    sessions,
    loginAttempts,
    termsAcceptances,
    passwordResets,
    outbox,
    auditLog,
    externalAuthGrants,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const MINUTE = 60_000;
