import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions, serializeError } from './logging.ts';

type Line = Record<string, unknown>;

describe("each request's logger (Fastify's own pino child, with the portal's options)", () => {
  const lines: Line[] = [];
  const app = Fastify({
    loggerInstance: pino(loggerOptions('warn'), {
      write: (line: string) => void lines.push(JSON.parse(line) as Line),
    }),
  });

  beforeAll(async () => {
    app.get('/warns', (request) => {
      request.log.warn(
        {
          token: 'tok-123',
          body: { password: 'secreto', pendingToken: 'stp.x', recoveryCode: 'k7m2-9xqp' },
          enrolment: { secret: 'ABCDEF', uri: 'otpauth://totp/x' },
          recoveryCodes: ['k7m2-9xqp'],
        },
        'algo raro',
      );
      return { ok: true };
    });
    app.get('/chatty', (request) => {
      request.log.info('detalle');
      request.log.debug('más detalle');
      return { level: request.log.level };
    });
    app.get('/verbose', { logLevel: 'debug' }, (request) => {
      request.log.debug('detalle de depuración');
      return { level: request.log.level };
    });
    app.get('/nested', (request) => {
      request.log.child({ part: 'lookup' }).error('falló la consulta');
      return { ok: true };
    });
    app.get('/fails', () => {
      throw new Error('roto');
    });
    await app.ready();
  });
  beforeEach(() => void lines.splice(0));
  afterAll(() => app.close());

  it("writes a request's warning with its request id, and redacts its secrets", async () => {
    const response = await app.inject({ method: 'GET', url: '/warns' });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'algo raro',
      reqId: expect.stringMatching(/^req-/),
      token: '[redacted]',
      body: { password: '[redacted]', pendingToken: '[redacted]', recoveryCode: '[redacted]' },
      enrolment: '[redacted]',
      recoveryCodes: '[redacted]',
    });
  });

  it('writes nothing for lines below the configured level, and reports that level', async () => {
    const response = await app.inject({ method: 'GET', url: '/chatty' });
    expect(response.json()).toEqual({ level: 'warn' });
    expect(lines).toEqual([]);
  });

  it("honours a route's own log level", async () => {
    const response = await app.inject({ method: 'GET', url: '/verbose' });
    expect(response.json()).toEqual({ level: 'debug' });
    expect(lines.map((line) => line.msg)).toContain('detalle de depuración');
  });

  it("gives a child of the request's logger the request id and its own bindings", async () => {
    await app.inject({ method: 'GET', url: '/nested' });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'falló la consulta',
        part: 'lookup',
        reqId: expect.any(String),
      }),
    ]);
  });

  it("logs a failed request's error with the request id of that request", async () => {
    const first = await app.inject({ method: 'GET', url: '/fails' });
    const second = await app.inject({ method: 'GET', url: '/fails' });
    expect([first.statusCode, second.statusCode]).toEqual([500, 500]);
    const ids = lines.filter((line) => line.level === 50).map((line) => line.reqId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('serializeError (how every logged error is written)', () => {
  /** What drizzle throws: its message and `params` hold the statement's values. */
  function drizzleError(sqlstate: string) {
    const cause = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
      code: sqlstate,
      severity: 'ERROR',
      detail: 'Key (email)=(demo@prestadores.test) already exists.',
      params: ['demo@prestadores.test'],
    });
    return Object.assign(
      new Error('Failed query: select 1 where id = $1\nparams: 6ec8ec74-54a5-4559-a40c,Pérez'),
      { query: 'select 1 where id = $1', params: ['6ec8ec74-54a5-4559-a40c', 'Pérez'], cause },
    );
  }

  it('keeps only the SQLSTATE and the stack frames of a database error and its cause', () => {
    const logged = serializeError(drizzleError('22003'));
    expect(logged).toMatchObject({
      code: '22003',
      message: 'database error 22003',
      cause: { code: '22003', message: 'database error 22003' },
    });
    const text = JSON.stringify(logged);
    for (const leak of ['6ec8ec74', 'Pérez', 'demo@', 'select', 'params', 'Key (']) {
      expect(text).not.toContain(leak);
    }
  });

  it("masks e-mail addresses in another error's message and copies none of its properties", () => {
    const error = Object.assign(new Error('550 <demo@prestadores.test> rejected'), {
      code: 'EENVELOPE',
      response: 'demo@prestadores.test',
    });
    expect(serializeError(error)).toEqual({
      type: 'Error',
      code: 'EENVELOPE',
      message: '550 <d***@prestadores.test> rejected',
      stack: expect.stringMatching(/^ {4}at /),
    });
  });

  it("cuts the parameters off an error's message logged as text", () => {
    expect(serializeError('Failed query: select $1\nparams: secreto,demo@prestadores.test')).toBe(
      'Failed query: select $1',
    );
  });

  it('writes an error logged by a request through it, with the request id', async () => {
    const lines: Line[] = [];
    const app = Fastify({
      loggerInstance: pino(loggerOptions('info'), {
        write: (line: string) => void lines.push(JSON.parse(line) as Line),
      }),
    });
    app.get('/query', (request) => {
      request.log.error({ err: drizzleError('42703') }, 'unhandled error');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/query' });
    await app.close();
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ reqId: expect.any(String), err: { code: '42703' } });
    expect(JSON.stringify(logged)).not.toContain('6ec8ec74');
  });
});
