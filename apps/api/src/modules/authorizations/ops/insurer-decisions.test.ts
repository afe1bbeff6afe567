import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuthorizationDetailResponse,
  AuthorizationInboxResponse,
  FiledAuthorizationResponse,
} from '@portal/contracts';
import { auditLog } from '../../../db/schema/core.ts';
import { minimalPdf } from '../../../seed/sample-files.ts';
import { attachment, BASE, MEDICAL } from '../../../../test/authorizations.ts';
import { DEMO, expectError } from '../../../../test/helpers.ts';
import { openEventStream, type SseMessage } from '../../../../test/sse-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';
const isDecision = (m: SseMessage | { comment: string }) =>
  'event' in m && m.event === 'autorizacion';

/**
 * The whole cycle on one machine: the provider files, the insurer observes (mail, live event,
 * Inbox), the provider answers, the insurer approves; the integral process walks its steps.
 */
describe("the insurer's decisions", () => {
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

  const decide = (nro: number, accion: string, mensaje = '', key: string | null = OPERATOR_KEY) =>
    t.inject({
      method: 'POST',
      url: `/pre/ops/autorizaciones/${nro}/decision`,
      headers: key ? { 'x-operator-key': key } : {},
      payload: { accion, operador: 'Dra. Laura Fernández', mensaje },
    });
  const file = async (payload: object) =>
    (
      await t.inject({ method: 'POST', url: `${BASE}/autorizacion`, headers: demo, payload })
    ).json<FiledAuthorizationResponse>().autorizacion.nroAutorizacion;
  const inbox = async () =>
    (
      await t.inject({ method: 'GET', url: `${BASE}/inbox`, headers: demo })
    ).json<AuthorizationInboxResponse>();
  const detail = async (nro: number) =>
    (
      await t.inject({ method: 'GET', url: `${BASE}/tramites/${nro}`, headers: demo })
    ).json<AuthorizationDetailResponse>();

  it('observe → the provider answers from the Inbox → approve, seen live, mailed and audited', async () => {
    const nro = await file({
      ...MEDICAL,
      imagenes: [attachment('orden.pdf', minimalPdf('Orden'))],
    });
    const stream = await openEventStream(`${base}/pre/v1/autorizaciones/eventos`, demo);
    try {
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const observed = await decide(nro, 'observar', 'Adjunte el informe del especialista.');
      expect(observed.statusCode).toBe(200);
      expect(observed.json()).toMatchObject({
        autorizacion: {
          nroAutorizacion: nro,
          prestad: 100001,
          estado: { id: 2, display: 'Observado' },
        },
      });
      expect(await stream.next(isDecision)).toEqual({
        event: 'autorizacion',
        data: {
          nroAutorizacion: nro,
          estado: { id: 2, descripcion: 'Observado', display: 'Observado' },
          etapa: 'Auditoría médica',
          inbox: 2,
        },
      });
      const mail = await t.lastMailTo(DEMO.demo);
      expect(mail?.subject).toBe(`Trámite ${nro}: observado`);
      expect(mail?.body).not.toContain('Juan');
      const waiting = await inbox();
      expect(waiting.items[0]).toMatchObject({
        nroAutorizacion: nro,
        observacionAuditor: 'Adjunte el informe del especialista',
      });

      const answered = await t.inject({
        method: 'POST',
        url: `${BASE}/tramites/${nro}/respuesta`,
        headers: demo,
        payload: {
          texto: 'Adjunto el informe.',
          imagenes: [attachment('informe.pdf', minimalPdf('Informe'))],
        },
      });
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({
        autorizacion: { estado: { id: 1, display: 'Pendiente' } },
      });
      expect((await inbox()).items.map((item) => item.nroAutorizacion)).not.toContain(nro);
      // The provider's other open pages hear of the answer too: one fewer in the Inbox.
      expect(await stream.next(isDecision)).toMatchObject({
        data: { nroAutorizacion: nro, estado: { id: 1 }, inbox: 1 },
      });
      expectError(
        await t.inject({
          method: 'POST',
          url: `${BASE}/tramites/${nro}/respuesta`,
          headers: demo,
          payload: { texto: 'Otra vez' },
        }),
        409,
        'NOT_OBSERVED',
      );

      expect((await decide(nro, 'aprobar')).statusCode).toBe(200);
      expect(await stream.next(isDecision)).toMatchObject({
        data: {
          nroAutorizacion: nro,
          estado: { descripcion: 'Aprobado', display: 'Finalizado' },
          etapa: 'Resolución',
        },
      });
      expect((await t.lastMailTo(DEMO.demo))?.subject).toBe(`Trámite ${nro}: finalizado`);
      const read = await detail(nro);
      expect(read.validezHasta).toBe('09/04/2026');
      expect(read.archivos.map((f) => f.fileName)).toEqual(['orden.pdf', 'informe.pdf']);
      expect(read.historial.map((e) => [e.origen, e.estado.descripcion, e.autor])).toEqual([
        ['prestador', 'Pendiente', 'María Laura González'],
        ['auditor', 'Observado', 'Dra. Laura Fernández'],
        ['prestador', 'Pendiente', 'María Laura González'],
        ['auditor', 'Aprobado', 'Dra. Laura Fernández'],
      ]);
      const pdf = await t.inject({
        method: 'GET',
        url: `${BASE}/tramites/${nro}/pdf`,
        headers: demo,
      });
      expect(pdf.statusCode).toBe(200);

      const audited = await t.db
        .select({ operator: auditLog.operator, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'authorization.decision'), eq(auditLog.providerId, 100001)));
      expect(audited.map((row) => [row.operator, row.details.accion])).toEqual([
        ['Dra. Laura Fernández', 'observar'],
        ['Dra. Laura Fernández', 'aprobar'],
      ]);
    } finally {
      stream.close();
    }
  });

  it('an integral request is approved only on its last audit step; a finished one takes no more decisions', async () => {
    const nro = await file({
      ...MEDICAL,
      tipoAutorizacionMedica: 'cirugia',
      fechaCirugia: '20/03/2026',
      requiereMaterial: true,
    });
    const steps = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = (await decide(nro, 'aprobar')).json<{
        autorizacion: { etapa: string; estado: { descripcion: string } };
      }>();
      steps.push([answer.autorizacion.etapa, answer.autorizacion.estado.descripcion]);
    }
    expect(steps).toEqual([
      ['Cotización de materiales', 'Pendiente'],
      ['Auditoría de prestaciones', 'Pendiente'],
      ['Resolución', 'Aprobado'],
    ]);
    expectError(
      await decide(nro, 'rechazar'),
      409,
      'AUTHORIZATION_FINISHED',
      'El trámite ya está finalizado: no admite más decisiones.',
    );
  });

  it('observing needs a message; rejecting is final; the queue lists pending requests oldest first', async () => {
    const nro = await file(MEDICAL);
    expectError(await decide(nro, 'observar', '  '), 400, 'OBSERVATION_REQUIRED');
    const queue = await t.inject({
      method: 'GET',
      url: '/pre/ops/autorizaciones?prestad=100001',
      headers: { 'x-operator-key': OPERATOR_KEY },
    });
    const pending = queue.json<{ nroAutorizacion: number; prestad: number }[]>();
    expect(new Set(pending.map((row) => row.prestad))).toEqual(new Set([100001]));
    expect(pending.map((row) => row.nroAutorizacion)).toContain(nro);
    expect((await decide(nro, 'rechazar', 'No corresponde.')).json()).toMatchObject({
      autorizacion: { estado: { descripcion: 'Rechazado', display: 'Finalizado' } },
    });
    expect((await decide(nro, 'aprobar')).statusCode).toBe(409);
  });

  it('without the operator key the decision does not exist', async () => {
    const response = await decide(7000101, 'aprobar', '', null);
    expect([401, 403, 404]).toContain(response.statusCode);
    expect((await detail(7000101)).estado.id).toBe(1);
  });
});
