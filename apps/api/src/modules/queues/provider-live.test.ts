import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueuePage } from '@portal/contracts';
import { DEMO } from '../../../test/helpers.ts';
import { openEventStream, type SseMessage } from '../../../test/sse-client.ts';
import { demoStaff, openStaffSession } from '../../../test/staff.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const CONSOLE = '/pre/consola/v0';
const isEvent = (name: string) => (m: SseMessage | { comment: string }) =>
  'event' in m && m.event === name;
const events = (received: (SseMessage | { comment: string })[], name: string) =>
  received.filter((m): m is SseMessage => 'event' in m && m.event === name);

/**
 * The census audits and the payment inquiries' answers reach the provider's open pages
 * (docs/decisions/0071), on a listening server (inject does not stream): the provider whose row
 * it is hears it, another provider never does.
 */
describe("the console's census and payment decisions, live on the provider's side", () => {
  let t: TestApp;
  let base: string;
  let demo: Record<string, string>;
  let interior: Record<string, string>;
  let auditor: Record<string, string>;
  let settlements: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ sseHeartbeatMs: 100 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    demo = (await t.login(DEMO.demo)).headers;
    interior = (await t.login(DEMO.interior)).headers;
    auditor = (await openStaffSession(t, demoStaff('medical-auditor').email)).headers;
    settlements = (await openStaffSession(t, demoStaff('settlements').email)).headers;
  });
  afterAll(() => t.close());

  const waiting = async (queue: string, provider: number, headers: Record<string, string>) => {
    const page = await t.inject({
      method: 'GET',
      url: `${CONSOLE}/colas/${queue}?prestador=${provider}`,
      headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    return page.json<QueuePage>().items.map((item) => item.id);
  };
  const decide = async (
    queue: string,
    id: number,
    headers: Record<string, string>,
    body: object,
  ) => {
    const decided = await t.inject({
      method: 'POST',
      url: `${CONSOLE}/colas/${queue}/${id}/decision`,
      headers,
      payload: body,
    });
    expect(decided.statusCode, decided.body).toBe(200);
  };

  it("an audited census row reaches its provider's census stream, never the other provider's", async () => {
    const [first, second] = await waiting('censos', 100001, auditor);
    const [theirs] = await waiting('censos', 200001, auditor);
    const ours = await openEventStream(`${base}/pre/v1/censos/eventos`, demo);
    const other = await openEventStream(`${base}/pre/v1/censos/eventos`, interior);
    try {
      expect(ours.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      await decide('censos', first!, auditor, { accion: 'observar', mensaje: 'Falta el alta.' });
      expect(await ours.next(isEvent('censo'))).toEqual({
        event: 'censo',
        data: { id: first, estado: 2 },
      });
      await decide('censos', theirs!, auditor, { accion: 'aprobar' });
      expect(await other.next(isEvent('censo'))).toEqual({
        event: 'censo',
        data: { id: theirs, estado: 3 },
      });
      await decide('censos', second!, auditor, { accion: 'rechazar', mensaje: 'Duplicado.' });
      expect(await ours.next(isEvent('censo'))).toEqual({
        event: 'censo',
        data: { id: second, estado: 4 },
      });
      // Ids only, and each provider's own: the interior's row never reached the demo's stream.
      expect(events(ours.received, 'censo').map((m) => m.data)).toEqual([
        { id: first, estado: 2 },
        { id: second, estado: 4 },
      ]);
      expect(events(other.received, 'censo').map((m) => m.data)).toEqual([
        { id: theirs, estado: 3 },
      ]);
      expect(JSON.stringify(ours.received)).not.toContain('Falta');
    } finally {
      ours.close();
      other.close();
    }
  });

  it("an answered payment inquiry reaches its provider's Mis consultas stream only", async () => {
    const [ourInquiry] = await waiting('consultas-de-pago', 100001, settlements);
    const [theirInquiry] = await waiting('consultas-de-pago', 200001, settlements);
    const ours = await openEventStream(`${base}/pre/v1/pagos-facturas/eventos`, demo);
    const other = await openEventStream(`${base}/pre/v1/pagos-facturas/eventos`, interior);
    try {
      await decide('consultas-de-pago', theirInquiry!, settlements, {
        accion: 'responder',
        mensaje: 'Corresponde a IIBB.',
      });
      expect(await other.next(isEvent('consulta'))).toEqual({
        event: 'consulta',
        data: { id: theirInquiry, estado: 3 },
      });
      await decide('consultas-de-pago', ourInquiry!, settlements, {
        accion: 'responder',
        mensaje: 'Se reintegra en el próximo pago.',
      });
      expect(await ours.next(isEvent('consulta'))).toEqual({
        event: 'consulta',
        data: { id: ourInquiry, estado: 3 },
      });
      expect(events(ours.received, 'consulta')).toHaveLength(1);
      expect(JSON.stringify(ours.received)).not.toContain('reintegra');
    } finally {
      ours.close();
      other.close();
    }
  });

  it('a staff token opens no provider stream', async () => {
    const census = await openEventStream(`${base}/pre/v1/censos/eventos`, auditor);
    const inquiries = await openEventStream(`${base}/pre/v1/pagos-facturas/eventos`, settlements);
    expect([census.response.status, inquiries.response.status]).toEqual([401, 401]);
  });
});
