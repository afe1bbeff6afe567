import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TermsResponse } from '@portal/contracts';
import { sessions } from '../src/db/schema/session.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { capturedLogger } from './captured-log.ts';
import { DEMO, demoAccount, expectError } from './helpers.ts';
import { otherPin, recoveryApi } from './recovery.ts';
import { newCase } from './support-cases.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Logs: requests that fail in every way (bad tokens, bad input, database errors, a
 * refused login, a password recovery that mails a PIN) with the server logging at its most
 * verbose, and the captured log holds no token, session id, PIN, password, affiliate name or
 * raw e-mail address. Errors are logged by route pattern, code and request id.
 */

const captured = capturedLogger('trace');
let t: TestApp;
/** Every secret a request of this file carried or received, to look for in the log. */
const secrets = new Set<string>([DEMO_PASSWORD, 'Pérez', 'Perez']);
const NEW_PASSWORD = 'Nueva.Clave.2026';
const WRONG_PASSWORD = 'Equivocada.123';
const DEVICE = `device-${randomUUID()}`;

/** Runs `work` while the database refuses inserts into `table` with `sqlstate`. */
async function whileInsertsRaise(table: string, sqlstate: string, work: () => Promise<void>) {
  const name = sql.raw(`refuse_${table}_${sqlstate.toLowerCase()}`);
  await t.db.execute(
    sql`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'refused %', row_to_json(new)::text using errcode = '${sql.raw(sqlstate)}'; end $$`,
  );
  await t.db.execute(
    sql`create trigger ${name} before insert on ${sql.identifier(table)} for each row execute function ${name}()`,
  );
  try {
    await work();
  } finally {
    await t.db.execute(sql`drop trigger ${name} on ${sql.identifier(table)}`);
    await t.db.execute(sql`drop function ${name}()`);
  }
}

const linesWith = (msg: string) => captured.lines.filter((line) => line.msg === msg);

beforeAll(async () => {
  t = await createTestApp({ logger: captured.logger });
  for (const account of Object.values(DEMO)) secrets.add(account);
  secrets.add(demoAccount(DEMO.demo).email);
  secrets.add('nuevo@prestadores.test');
  secrets.add(NEW_PASSWORD);
  secrets.add(WRONG_PASSWORD);
  secrets.add(DEVICE);

  // A refused login, then real ones.
  const refused = await t.inject({
    method: 'POST',
    url: '/pre/v0/auth-login',
    payload: { email: DEMO.demo, password: WRONG_PASSWORD, apiKey: 'web', device: t.device },
  });
  expectError(refused, 401, 'LOGIN_REFUSED');
  const demo = await t.login(DEMO.demo);
  const terminos = await t.login(DEMO.terminos);
  secrets.add(demo.token);
  secrets.add(terminos.token);

  // Bad tokens: forged, malformed, and one whose session has ended.
  const module = { method: 'GET', url: '/pre/v1/modulos/censos' } as const;
  for (const token of [`${randomUUID()}.forged`, 'not-a-token', `${demo.token}x`]) {
    secrets.add(token);
    const response = await t.inject({ ...module, headers: { authorization: `Bearer ${token}` } });
    expectError(response, 401, 'SESSION_EXPIRED');
  }
  const ended = await t.login(DEMO.demo);
  secrets.add(ended.token);
  await t.inject({ method: 'POST', url: '/pre/v0/auth-logout', headers: ended.headers });
  expectError(await t.inject({ ...module, headers: ended.headers }), 401, 'SESSION_EXPIRED');

  // Bad input, with a name and an e-mail address in the refused body.
  const badRegistration = await t.inject({
    method: 'POST',
    url: '/pre/registracion/usuario',
    payload: {
      codPrestador: 2_147_483_648,
      cuit: '27234567891',
      email: 'nuevo@prestadores.test',
      nombre: 'Juan',
      apellido: 'Pérez',
      password: NEW_PASSWORD,
    },
  });
  expectError(badRegistration, 400, 'VALIDATION');
  expectError(
    await t.inject({ method: 'GET', url: '/pre/v1/modulos/%00', headers: demo.headers }),
    403,
    'FORBIDDEN',
  );
  expectError(
    await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${DEMO.demo}","password":"${DEMO_PASSWORD}"`,
    }),
    400,
    'FST_ERR_CTP_INVALID_JSON_BODY',
  );

  // An affiliate's name in an answer (logged nowhere).
  const validated = await t.inject({
    method: 'POST',
    url: '/pre/v1/validador/100001/afiliado',
    headers: demo.headers,
    payload: { contra: 30000001, middle: 1, inte: 1 },
  });
  expect(validated.body).toContain('Pérez');

  // Database errors: one the input caused (a 400 and a defect), one that is the server's (500).
  const terms = await t.inject({
    method: 'GET',
    url: '/pre/v1/terminos?entidad=2&canal=2',
    headers: terminos.headers,
  });
  const accept = {
    method: 'POST',
    url: `/pre/v1/${terminos.modelEspecifico.idUsuario}/terminos/${terms.json<TermsResponse>().id}/aceptar?entidad=2&canal=2`,
    headers: terminos.headers,
    payload: { dispositivo: { id: DEVICE, nombre: 'Juan Pérez' } },
  } as const;
  await whileInsertsRaise('terms_acceptances', '22P02', async () => {
    expectError(await t.inject(accept), 400, 'INVALID_INPUT');
  });
  await whileInsertsRaise('terms_acceptances', 'P0001', async () => {
    expectError(await t.inject(accept), 500, 'SERVER_ERROR');
  });
  await whileInsertsRaise('support_cases', 'P0001', async () => {
    const payload = newCase('contrataciones');
    payload.capObject.generico.observacion = 'Paciente Juan Pérez, ver adjunto';
    payload.extendedProcess.emails = [DEMO.demo];
    const response = await t.inject({
      method: 'POST',
      url: '/pre/v1/cap/alta-tramite',
      headers: demo.headers,
      payload,
    });
    expectError(response, 500, 'SERVER_ERROR');
  });
  // The guard's own query failing: its parameters are the session id (a log once leaked them).
  await t.db.execute(sql`alter table modules rename column titulo to titulo_renamed`);
  try {
    expectError(await t.inject({ ...module, headers: demo.headers }), 500, 'SERVER_ERROR');
  } finally {
    await t.db.execute(sql`alter table modules rename column titulo_renamed to titulo`);
  }

  // A password recovery that mails a PIN, a wrong PIN, the right one and a new password.
  const recovery = recoveryApi(t);
  expect((await recovery.validarDatos(DEMO.demo, '27234567891')).estado).toBe('OK');
  const pin = await recovery.requestPin(DEMO.demo);
  secrets.add(pin);
  expect((await recovery.validarPin(DEMO.demo, otherPin(pin))).estado).toBe('ERROR');
  const checked = await recovery.validarPin(DEMO.demo, pin);
  secrets.add(checked.resetToken!);
  expect(await recovery.updatePassword(checked.resetToken!, NEW_PASSWORD)).toEqual({
    estado: 'OK',
  });

  // Every session id the database holds (the first half of each bearer token).
  for (const row of await t.db.select({ id: sessions.id }).from(sessions)) secrets.add(row.id);
}, 60_000);
afterAll(() => t.close());

describe('the captured log of requests that failed in every way', () => {
  it('is not empty: requests, errors and the kept mail were logged', () => {
    expect(captured.lines.length).toBeGreaterThan(40);
    expect(linesWith('incoming request').length).toBeGreaterThan(20);
  });

  it('holds no token, session id, PIN, password, affiliate name or raw e-mail address', () => {
    const text = captured.text();
    const found = [...secrets].filter((secret) => text.includes(secret));
    expect(found).toEqual([]);
    // Nor any address at all, but masked.
    expect(text.match(/[A-Za-z0-9._%+-]+@prestadores\.test/g) ?? []).toEqual([]);
  });

  it('holds no SQL, parameters or bodies', () => {
    const text = captured.text();
    for (const leak of [
      'params',
      'Failed query',
      'insert into',
      'select ',
      '"body"',
      'row_to_json',
    ]) {
      expect(text, leak).not.toContain(leak);
    }
  });

  it('logs a database refusal of input as a defect: route pattern, SQLSTATE and request id', () => {
    const defects = captured.lines.filter((line) => String(line.msg).startsWith('defect:'));
    expect(defects).toEqual([
      {
        level: 50,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        reqId: expect.stringMatching(/^req-/),
        route: '/pre/v1/:userId/terminos/:termsId/aceptar',
        code: '22P02',
        msg: 'defect: the database refused a value the contract let through',
      },
    ]);
  });

  it('logs a server error by route pattern, SQLSTATE and request id, its error without its text', () => {
    const errors = linesWith('unhandled error');
    expect(errors.map((line) => [line.route, line.code])).toEqual([
      ['/pre/v1/:userId/terminos/:termsId/aceptar', 'P0001'],
      ['/pre/v1/cap/alta-tramite', 'P0001'],
      ['/pre/v1/modulos/:id', '42703'],
    ]);
    for (const line of errors) {
      expect(line.reqId).toMatch(/^req-/);
      expect(line.err).toMatchObject({
        type: 'DrizzleQueryError',
        code: line.code,
        message: `database error ${String(line.code)}`,
      });
    }
  });

  it('says a mail was kept in the outbox, to whom masked, never its body', () => {
    const kept = linesWith(
      'mail kept in outbox (no SMTP_URL): npm run operator -- outbox shows it',
    );
    expect(kept.length).toBeGreaterThanOrEqual(1);
    for (const line of kept) {
      expect(line).toMatchObject({ mailTo: 'd***@prestadores.test', outboxId: expect.any(Number) });
      expect(Object.keys(line)).not.toContain('body');
    }
  });
});

describe('requests that matched no route', () => {
  it('are logged as "(unmatched)" with their method, never with their path', async () => {
    const from = captured.lines.length;
    const requests = [
      { method: 'GET', url: '/pre/v1/validador/contratos/30000001/x?contra=30000002' },
      { method: 'DELETE', url: '/pre/v1/validador/100001/afiliado' },
      { method: 'GET', url: '/pre/v1/validador/%E0%A4%A/30000003' },
    ] as const;
    for (const request of requests) {
      expect((await t.inject(request)).statusCode).toBeGreaterThanOrEqual(400);
    }
    const lines = captured.lines.slice(from);
    const requestLines = lines.filter((line) => line.req !== undefined);
    expect(requestLines.map((line) => line.req)).toEqual(
      requests.map(({ method }) => ({
        id: expect.stringMatching(/^req-/),
        method,
        route: '(unmatched)',
        ip: '127.0.0.1',
      })),
    );
    // Without the process's and the clock's numbers, whose digits may spell anything
    // (a responseTime of 0.3504130000001169, a pid of 100001).
    const text = JSON.stringify(
      lines.map(({ time: _t, responseTime: _r, pid: _p, hostname: _h, ...line }) => line),
    );
    for (const identifier of ['30000001', '30000002', '30000003', '100001']) {
      expect(text).not.toContain(identifier);
    }
  });
});
