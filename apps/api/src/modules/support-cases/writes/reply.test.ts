import { describe, expect, it } from 'vitest';
import type { NewCaseResponse, ReplyCaseResponse } from '@portal/contracts';
import { DEMO, TEXT, expectError } from '../../../../test/helpers.ts';
import { conversationRequests, OPERATOR_KEY } from '../../../../test/support-case-requests.ts';
import {
  caseTableCounts,
  demoCase,
  EXE,
  newCase,
  PDF,
  readOnlySession,
  rudiFile,
} from '../../../../test/support-cases.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';

/** The conversation: the insurer asks (operator endpoint), the provider answers (spec §4). */
describe('answering a case and the insurer’s side', () => {
  const ctx = demoProviderApp({ config: { operatorKey: OPERATOR_KEY } });

  const { op, reply, inbox, detail, estadoOf } = conversationRequests(() => ctx);

  it('end to end: filed, asked for information, in the inbox, answered with a file, out of the inbox', async () => {
    const created = (
      await ctx.t.inject({
        method: 'POST',
        url: '/pre/v1/cap/alta-tramite',
        headers: ctx.demo,
        payload: newCase('liquidaciones'),
      })
    ).json<NewCaseResponse>();
    const before = (await inbox()).cantidad;

    const asked = await op(created.nroTramite, {
      operator: 'Laura Fernández',
      accion: 'solicitar-informacion',
      observacion: 'Adjunte la factura original',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ estado: 2, estadoDesc: 'observado', prestad: 100001 });
    expect((await ctx.t.lastMailTo(DEMO.demo))?.subject).toBe(
      `Trámite ${created.nroTramite}: necesitamos información`,
    );
    const waiting = await inbox();
    expect(waiting.cantidad).toBe(before + 1);
    expect(waiting.tramites[0]?.nroTramite).toBe(created.nroTramite);

    const answered = await reply({
      nroTramite: created.nroTramite,
      accion: 'tramite-recibido',
      observacion: 'Adjunto la factura, ¡gracias!',
      rudiFiles: [rudiFile('factura original.pdf', PDF)],
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<ReplyCaseResponse>()).toMatchObject({
      estado: 1,
      estadoDesc: 'pendiente',
      workflow: 'AMB_LIQUIDACIONES_ENTRADA',
      mensaje: 'Su respuesta ha sido enviada.',
    });
    expect((await inbox()).cantidad).toBe(before);

    const shown = await detail(created.nroTramite);
    expect(shown.estado).toBe(1);
    expect(shown.respuestaFecha).not.toBeNull();
    expect(shown.etapas.map((s) => [s.accion, s.estado, s.workflow, s.actor.tipo])).toEqual([
      ['alta-tramite', 1, 'AMB_CAP_LIQUIDACIONES', 'prestador'],
      ['solicitar-informacion', 2, 'AMB_CAP_LIQUIDACIONES', 'operador'],
      ['tramite-recibido', 1, 'AMB_LIQUIDACIONES_ENTRADA', 'prestador'],
    ]);
    expect(shown.etapas[2]!.obsWeb).toBe('Adjunto la factura   gracias');
    expect(shown.archivosDetalle.map((f) => f.fileName)).toEqual(['factura original.pdf']);

    expectError(
      await reply({
        nroTramite: created.nroTramite,
        accion: 'tramite-recibido',
        observacion: 'otra vez',
      }),
      409,
      'CASE_NOT_AWAITING_REPLY',
    );
  });

  it.each([
    ['demo-contracting-awaiting-reply', 'AMB_CONTRATACIONES_ENTRADA'],
    ['demo-authorization-old-question', 'AMB_AUTORIZACIONES_ENTRADA'],
  ])('the answer to %s goes through %s', async (key, workflow) => {
    const response = await reply({
      nroTramite: demoCase(key),
      accion: 'tramite-recibido',
      observacion: 'Respuesta',
    });
    expect(response.json<ReplyCaseResponse>().workflow).toBe(workflow);
    const last = (await detail(demoCase(key))).etapas.at(-1)!;
    expect([last.accion, last.workflow, last.estado]).toEqual(['tramite-recibido', workflow, 1]);
  });

  describe('an answer is refused, and changes nothing, when', () => {
    const refused = async (
      body: object,
      status: number,
      code: string,
      message?: string,
      headers = ctx.demo,
    ) => {
      const before = await caseTableCounts(ctx.t.db);
      expectError(await reply(body, headers), status, code, message);
      expect(await caseTableCounts(ctx.t.db)).toEqual(before);
    };
    const base = () => ({
      nroTramite: demoCase('demo-settlement-awaiting-reply'),
      accion: 'tramite-recibido',
      observacion: 'Respuesta',
    });

    it('the case is not waiting for the provider (pending, in process, finished)', async () => {
      for (const key of [
        'demo-contracting-pending',
        'demo-authorization-in-process',
        'demo-settlement-finished',
      ]) {
        await refused(
          { ...base(), nroTramite: demoCase(key) },
          409,
          'CASE_NOT_AWAITING_REPLY',
          'Este trámite no está esperando una respuesta suya: sólo se responden los trámites observados.',
        );
      }
    });

    it('the case is another provider’s', async () => {
      await refused(
        { ...base(), nroTramite: demoCase('interior-contracting-awaiting-reply') },
        404,
        'NOT_FOUND',
        TEXT.notFound,
      );
      expect(await estadoOf(demoCase('interior-contracting-awaiting-reply'))).toBe(2);
    });

    it('the session is read-only', async () => {
      await refused(
        base(),
        403,
        'READ_ONLY',
        TEXT.readOnly,
        await readOnlySession(ctx.t, DEMO.demo),
      );
    });

    it('the text has no words, a file is disguised, or the action is another', async () => {
      await refused(
        { ...base(), observacion: '...' },
        400,
        'OBSERVATION_REQUIRED',
        'Escribí un texto.',
      );
      await refused(
        { ...base(), rudiFiles: [rudiFile('planilla.xlsx', EXE)] },
        400,
        'FILE_CONTENT_MISMATCH',
      );
      await refused({ ...base(), accion: 'finalizar' }, 400, 'VALIDATION');
      expect(await estadoOf(demoCase('demo-settlement-awaiting-reply'))).toBe(2);
    });
  });
});
