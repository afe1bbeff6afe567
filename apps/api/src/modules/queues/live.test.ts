import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportCases } from '../../db/schema/support-cases.ts';
import { BASE, fileMedicalRequest } from '../../../test/authorizations.ts';
import { isEvent, openEventStream } from '../../../test/sse-client.ts';
import { demoStaff, openStaffSession } from '../../../test/staff.ts';
import { demoCase } from '../../../test/support-cases.ts';
import { demoAnswersCase, liveQueuesTestApp } from './queues-test-kit.ts';

const CONSOLE = '/pre/consola/v0';

/**
 * Live both ways (docs/decisions/0059), on a listening server (inject does not stream): the
 * console's stream hears what providers file and answer in the caller's queues, and what other
 * staff decide; the provider's streams hear the console's decisions.
 */
describe("the console's queues, live", () => {
  const live = liveQueuesTestApp({
    providers: { demo: 'demo' },
    staff: { auditor: 'medical-auditor', support: 'support' },
  });
  const { sessions } = live;

  const fileRequest = () => fileMedicalRequest(live.t, sessions.demo);
  const caseId = async (nro: number) =>
    (
      await live.t.db
        .select({ id: supportCases.id })
        .from(supportCases)
        .where(eq(supportCases.nroTramite, nro))
    )[0]!.id;

  it("an auditor's console hears a provider's new request, its answer, and another auditor's decision", async () => {
    const stream = await openEventStream(`${live.base}${CONSOLE}/eventos`, sessions.auditor);
    const other = (await openStaffSession(live.t, demoStaff('medical-auditor').email)).headers;
    try {
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const { nro, id } = await fileRequest();
      expect(await stream.next(isEvent('cola'))).toEqual({
        event: 'cola',
        data: { cola: 'autorizaciones', id },
      });
      const observed = await live.t.inject({
        method: 'POST',
        url: `${CONSOLE}/colas/autorizaciones/${id}/decision`,
        headers: other,
        payload: { accion: 'observar', mensaje: 'Falta la orden.' },
      });
      expect(observed.statusCode, observed.body).toBe(200);
      expect(await stream.next(isEvent('cola'))).toMatchObject({ data: { id } });
      await live.t.inject({
        method: 'POST',
        url: `${BASE}/tramites/${nro}/respuesta`,
        headers: sessions.demo,
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
    const stream = await openEventStream(`${live.base}${CONSOLE}/eventos`, sessions.support);
    try {
      await fileRequest();
      const nro = demoCase('demo-authorization-old-question');
      await demoAnswersCase(live.t, sessions.demo, nro);
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
    const requests = await openEventStream(
      `${live.base}/pre/v1/autorizaciones/eventos`,
      sessions.demo,
    );
    const cases = await openEventStream(`${live.base}/pre/v1/cap/eventos`, sessions.demo);
    try {
      const { nro, id } = await fileRequest();
      await live.t.inject({
        method: 'POST',
        url: `${CONSOLE}/colas/autorizaciones/${id}/decision`,
        headers: sessions.auditor,
        payload: { accion: 'rechazar', mensaje: 'Sin cobertura.' },
      });
      expect(await requests.next(isEvent('autorizacion'))).toMatchObject({
        data: { nroAutorizacion: nro, estado: { descripcion: 'Rechazado' } },
      });
      const caseNro = demoCase('demo-contracting-pending');
      const asked = await live.t.inject({
        method: 'POST',
        url: `${CONSOLE}/colas/casos/${await caseId(caseNro)}/decision`,
        headers: sessions.support,
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
    const contracting = await openStaffSession(live.t, demoStaff('contracting').email);
    const admin = (await openStaffSession(live.t, demoStaff('admin').email)).headers;
    const stream = await openEventStream(`${live.base}${CONSOLE}/eventos`, contracting.headers);
    const blocked = await live.t.inject({
      method: 'PUT',
      url: `${CONSOLE}/cuentas/${contracting.staffId}/bloqueo`,
      headers: admin,
      payload: { blocked: true },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await stream.untilEnded()).toBe(true);
  });

  it("a provider's token opens no console stream", async () => {
    const stream = await openEventStream(`${live.base}${CONSOLE}/eventos`, sessions.demo);
    expect(stream.response.status).toBe(401);
  });
});
