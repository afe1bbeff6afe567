import { describe, expect, it } from 'vitest';
import type { QueuePage } from '@portal/contracts';
import { eventsNamed, isEvent, openEventStream } from '../../../test/sse-client.ts';
import { liveQueuesTestApp } from './queues-test-kit.ts';

const CONSOLE = '/pre/consola/v0';

/**
 * The census audits and the payment inquiries' answers reach the provider's open pages
 * (docs/decisions/0071), on a listening server (inject does not stream): the provider whose row
 * it is hears it, another provider never does.
 */
describe("the console's census and payment decisions, live on the provider's side", () => {
  const live = liveQueuesTestApp({
    providers: { demo: 'demo', interior: 'interior' },
    staff: { auditor: 'medical-auditor', settlements: 'settlements' },
  });
  const { sessions } = live;

  const waiting = async (queue: string, provider: number, headers: Record<string, string>) => {
    const page = await live.t.inject({
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
    const decided = await live.t.inject({
      method: 'POST',
      url: `${CONSOLE}/colas/${queue}/${id}/decision`,
      headers,
      payload: body,
    });
    expect(decided.statusCode, decided.body).toBe(200);
  };

  it("an audited census row reaches its provider's census stream, never the other provider's", async () => {
    const [first, second] = await waiting('censos', 100001, sessions.auditor);
    const [theirs] = await waiting('censos', 200001, sessions.auditor);
    const ours = await openEventStream(`${live.base}/pre/v1/censos/eventos`, sessions.demo);
    const other = await openEventStream(`${live.base}/pre/v1/censos/eventos`, sessions.interior);
    try {
      expect(ours.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      await decide('censos', first!, sessions.auditor, {
        accion: 'observar',
        mensaje: 'Falta el alta.',
      });
      expect(await ours.next(isEvent('censo'))).toEqual({
        event: 'censo',
        data: { id: first, estado: 2 },
      });
      await decide('censos', theirs!, sessions.auditor, { accion: 'aprobar' });
      expect(await other.next(isEvent('censo'))).toEqual({
        event: 'censo',
        data: { id: theirs, estado: 3 },
      });
      await decide('censos', second!, sessions.auditor, {
        accion: 'rechazar',
        mensaje: 'Duplicado.',
      });
      expect(await ours.next(isEvent('censo'))).toEqual({
        event: 'censo',
        data: { id: second, estado: 4 },
      });
      // Ids only, and each provider's own: the interior's row never reached the demo's stream.
      expect(eventsNamed(ours.received, 'censo').map((m) => m.data)).toEqual([
        { id: first, estado: 2 },
        { id: second, estado: 4 },
      ]);
      expect(eventsNamed(other.received, 'censo').map((m) => m.data)).toEqual([
        { id: theirs, estado: 3 },
      ]);
      expect(JSON.stringify(ours.received)).not.toContain('Falta');
    } finally {
      ours.close();
      other.close();
    }
  });

  it("an answered payment inquiry reaches its provider's Mis consultas stream only", async () => {
    const [ourInquiry] = await waiting('consultas-de-pago', 100001, sessions.settlements);
    const [theirInquiry] = await waiting('consultas-de-pago', 200001, sessions.settlements);
    const ours = await openEventStream(`${live.base}/pre/v1/pagos-facturas/eventos`, sessions.demo);
    const other = await openEventStream(
      `${live.base}/pre/v1/pagos-facturas/eventos`,
      sessions.interior,
    );
    try {
      await decide('consultas-de-pago', theirInquiry!, sessions.settlements, {
        accion: 'responder',
        mensaje: 'Corresponde a IIBB.',
      });
      expect(await other.next(isEvent('consulta'))).toEqual({
        event: 'consulta',
        data: { id: theirInquiry, estado: 3 },
      });
      await decide('consultas-de-pago', ourInquiry!, sessions.settlements, {
        accion: 'responder',
        mensaje: 'Se reintegra en el próximo pago.',
      });
      expect(await ours.next(isEvent('consulta'))).toEqual({
        event: 'consulta',
        data: { id: ourInquiry, estado: 3 },
      });
      expect(eventsNamed(ours.received, 'consulta')).toHaveLength(1);
      expect(JSON.stringify(ours.received)).not.toContain('reintegra');
    } finally {
      ours.close();
      other.close();
    }
  });

  it('a staff token opens no provider stream', async () => {
    const census = await openEventStream(`${live.base}/pre/v1/censos/eventos`, sessions.auditor);
    const inquiries = await openEventStream(
      `${live.base}/pre/v1/pagos-facturas/eventos`,
      sessions.settlements,
    );
    expect([census.response.status, inquiries.response.status]).toEqual([401, 401]);
  });
});
