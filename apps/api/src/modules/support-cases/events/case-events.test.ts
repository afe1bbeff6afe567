import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/core.ts';
import { DEMO } from '../../../../test/helpers.ts';
import { openEventStream, type SseMessage } from '../../../../test/sse-client.ts';
import { demoCase, readOnlySession } from '../../../../test/support-cases.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';
const isEvent = (name: string) => (m: SseMessage | { comment: string }) =>
  'event' in m && m.event === name;

/**
 * GET /pre/v1/cap/eventos against a real listening server (inject does not stream): the inbox
 * counter and new stages arrive live; streams end cleanly (docs/decisions/0011).
 */
describe('live case events (server-sent events)', () => {
  let t: TestApp;
  let base: string;
  let demo: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ config: { operatorKey: OPERATOR_KEY }, sseHeartbeatMs: 100 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    demo = (await t.login(DEMO.demo)).headers;
  });
  afterAll(() => t.close());

  const operator = (nro: number, accion: string, observacion = 'Falta documentación') =>
    t.inject({
      method: 'POST',
      url: `/pre/ops/cap/tramites/${nro}/etapas`,
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { operator: 'Laura', accion, observacion },
    });

  it('sends the inbox count on connect, then each stage and the new count as the insurer acts', async () => {
    const stream = await openEventStream(`${base}/pre/v1/cap/eventos`, demo);
    try {
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(await stream.next(isEvent('inbox'))).toEqual({
        event: 'inbox',
        data: { cantidad: 2 },
      });

      const nro = demoCase('demo-contracting-pending');
      expect((await operator(nro, 'solicitar-informacion')).statusCode).toBe(200);
      expect(await stream.next(isEvent('etapa'))).toEqual({
        event: 'etapa',
        data: {
          nroTramite: nro,
          estado: 2,
          estadoDesc: 'observado',
          accion: 'solicitar-informacion',
          etapaId: expect.any(Number),
          fecha: '2026-03-10T13:00:00.000Z',
        },
      });
      expect(await stream.next(isEvent('inbox'))).toEqual({
        event: 'inbox',
        data: { cantidad: 3 },
      });

      const answered = await t.inject({
        method: 'PUT',
        url: '/pre/v1/prestadores/cap/transicionar-tramite',
        headers: demo,
        payload: { nroTramite: nro, accion: 'tramite-recibido', observacion: 'Enviada' },
      });
      expect(answered.statusCode).toBe(200);
      expect(await stream.next(isEvent('etapa'))).toMatchObject({
        data: { nroTramite: nro, estado: 1 },
      });
      expect(await stream.next(isEvent('inbox'))).toEqual({
        event: 'inbox',
        data: { cantidad: 2 },
      });
    } finally {
      stream.close();
    }
  });

  it('never carries another provider’s events', async () => {
    const stream = await openEventStream(`${base}/pre/v1/cap/eventos`, demo);
    try {
      await stream.next(isEvent('inbox'));
      await operator(demoCase('interior-settlement-pending'), 'observacion', 'Revisando');
      const mine = demoCase('demo-authorization-in-process');
      await operator(mine, 'observacion', 'Revisando');
      const next = await stream.next<SseMessage>(isEvent('etapa'));
      expect(next.data).toMatchObject({ nroTramite: mine });
      expect(JSON.stringify(stream.received)).not.toContain(
        String(demoCase('interior-settlement-pending')),
      );
    } finally {
      stream.close();
    }
  });

  it('keeps the stream alive with comments, and ends it once the session is gone', async () => {
    const session = await t.login(DEMO.demo);
    const stream = await openEventStream(`${base}/pre/v1/cap/eventos`, session.headers);
    await stream.next((m) => 'comment' in m && m.comment === 'ping');
    await t.inject({ method: 'POST', url: '/pre/v0/auth-logout', headers: session.headers });
    expect(await stream.untilEnded()).toBe(true);
  });

  it('refuses a request without a session with the usual JSON error, not a stream', async () => {
    const response = await fetch(`${base}/pre/v1/cap/eventos`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses users without the support centre permission', async () => {
    const sub = (await t.login(DEMO.subusuario)).headers;
    const response = await fetch(`${base}/pre/v1/cap/eventos`, { headers: sub });
    expect(response.status).toBe(403);
  });

  it('lets a read-only session listen, and audits the request', async () => {
    const readOnly = await readOnlySession(t, DEMO.demo);
    const stream = await openEventStream(`${base}/pre/v1/cap/eventos`, readOnly);
    try {
      expect(await stream.next(isEvent('inbox'))).toMatchObject({ event: 'inbox' });
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'external-session.request'),
            eq(auditLog.operator, 'soporte.tests'),
          ),
        );
      expect(audited.some((row) => row.details.route === '/pre/v1/cap/eventos')).toBe(true);
    } finally {
      stream.close();
    }
  });
});

describe('closing the server with open streams', () => {
  it('app.close() ends the streams and returns promptly', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/pre/v1/cap/eventos`;
    const { headers } = await t.login(DEMO.demo);
    const streams = [await openEventStream(url, headers), await openEventStream(url, headers)];
    for (const stream of streams) await stream.next(isEvent('inbox'));

    // The server's own close is timed; dropping the test database after it is not.
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const stream of streams) expect(await stream.untilEnded()).toBe(true);
    await t.close();
  });
});
