import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportCases } from '../../db/schema/support-cases.ts';
import { BASE, fileMedicalRequest } from '../../../test/authorizations.ts';
import { DEMO } from '../../../test/helpers.ts';
import { openEventStream, type SseMessage } from '../../../test/sse-client.ts';
import { demoStaff, openStaffSession } from '../../../test/staff.ts';
import { demoCase } from '../../../test/support-cases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const CONSOLE = '/pre/consola/v0';
const isEvent = (name: string) => (m: SseMessage | { comment: string }) =>
  'event' in m && m.event === name;

/**
 * Live both ways (docs/decisions/0059), on a listening server (inject does not stream): the
 * console's stream hears what providers file and answer in the caller's queues, and what other
 * staff decide; the provider's streams hear the console's decisions.
 */
describe("the console's queues, live", () => {
  let t: TestApp;
  let base: string;
  let demo: Record<string, string>;
  let auditor: Record<string, string>;
  let support: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ sseHeartbeatMs: 100 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    demo = (await t.login(DEMO.demo)).headers;
    auditor = (await openStaffSession(t, demoStaff('medical-auditor').email)).headers;
    support = (await openStaffSession(t, demoStaff('support').email)).headers;
  });
  afterAll(() => t.close());

  const fileRequest = () => fileMedicalRequest(t, demo);
  const caseId = async (nro: number) =>
    (
      await t.db
        .select({ id: supportCases.id })
        .from(supportCases)
        .where(eq(supportCases.nroTramite, nro))
    )[0]!.id;

  it("an auditor's console hears a provider's new request, its answer, and another auditor's decision", async () => {
    const stream = await openEventStream(`${base}${CONSOLE}/eventos`, auditor);
    const other = (await openStaffSession(t, demoStaff('medical-auditor').email)).headers;
    try {
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const { nro, id } = await fileRequest();
      expect(await stream.next(isEvent('cola'))).toEqual({
        event: 'cola',
        data: { cola: 'autorizaciones', id },
      });
      const observed = await t.inject({
        method: 'POST',
        url: `${CONSOLE}/colas/autorizaciones/${id}/decision`,
        headers: other,
        payload: { accion: 'observar', mensaje: 'Falta la orden.' },
      });
      expect(observed.statusCode, observed.body).toBe(200);
      expect(await stream.next(isEvent('cola'))).toMatchObject({ data: { id } });
      await t.inject({
        method: 'POST',
        url: `${BASE}/tramites/${nro}/respuesta`,
        headers: demo,
        payload: { texto: 'Adjunto la orden.' },
      });
      expect(await stream.next(isEvent('cola'))).toEqual({
        event: 'cola',
        data: { cola: 'autorizaciones', id },
      });
      // Ids only: nothing of the patient or the provider travels to the console.
      expect(JSON.stringify(stream.received)).not.toContain('Adjunto');
    } finally {
      stream.close();
    }
  });

  it("support's console hears a provider's answer to a case, and nothing of the auditors' queue", async () => {
    const stream = await openEventStream(`${base}${CONSOLE}/eventos`, support);
    try {
      await fileRequest();
      const nro = demoCase('demo-authorization-old-question');
      const answered = await t.inject({
        method: 'PUT',
        url: '/pre/v1/prestadores/cap/transicionar-tramite',
        headers: demo,
        payload: { nroTramite: nro, accion: 'tramite-recibido', observacion: 'Enviado' },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      // The first event it hears is the case: the new authorization never reached it.
      expect(await stream.next(isEvent('cola'))).toEqual({
        event: 'cola',
        data: { cola: 'casos', id: await caseId(nro) },
      });
    } finally {
      stream.close();
    }
  });

  it("the provider's open pages hear the console's decisions: the authorization and the case stage", async () => {
    const requests = await openEventStream(`${base}/pre/v1/autorizaciones/eventos`, demo);
    const cases = await openEventStream(`${base}/pre/v1/cap/eventos`, demo);
    try {
      const { nro, id } = await fileRequest();
      await t.inject({
        method: 'POST',
        url: `${CONSOLE}/colas/autorizaciones/${id}/decision`,
        headers: auditor,
        payload: { accion: 'rechazar', mensaje: 'Sin cobertura.' },
      });
      expect(await requests.next(isEvent('autorizacion'))).toMatchObject({
        data: { nroAutorizacion: nro, estado: { descripcion: 'Rechazado' } },
      });
      const caseNro = demoCase('demo-contracting-pending');
      const asked = await t.inject({
        method: 'POST',
        url: `${CONSOLE}/colas/casos/${await caseId(caseNro)}/decision`,
        headers: support,
        payload: { accion: 'solicitar-informacion', mensaje: 'Envíe el plano.' },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(await cases.next(isEvent('etapa'))).toMatchObject({
        data: { nroTramite: caseNro, estado: 2, accion: 'solicitar-informacion' },
      });
    } finally {
      requests.close();
      cases.close();
    }
  });

  it('a staff member blocked by an admin loses the stream at the next heartbeat', async () => {
    const contracting = await openStaffSession(t, demoStaff('contracting').email);
    const admin = (await openStaffSession(t, demoStaff('admin').email)).headers;
    const stream = await openEventStream(`${base}${CONSOLE}/eventos`, contracting.headers);
    const blocked = await t.inject({
      method: 'PUT',
      url: `${CONSOLE}/cuentas/${contracting.staffId}/bloqueo`,
      headers: admin,
      payload: { blocked: true },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await stream.untilEnded()).toBe(true);
  });

  it("a provider's token opens no console stream", async () => {
    const stream = await openEventStream(`${base}${CONSOLE}/eventos`, demo);
    expect(stream.response.status).toBe(401);
  });
});
