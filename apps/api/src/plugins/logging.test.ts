import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.ts';

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
      request.log.warn({ token: 'tok-123', body: { password: 'secreto' } }, 'algo raro');
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
      body: { password: '[redacted]' },
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
