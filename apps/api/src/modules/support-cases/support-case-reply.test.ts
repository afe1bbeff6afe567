import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CaseDetail,
  CaseWriteResponse,
  NewCaseResponse,
  PendingInboxResponse,
  ReplyCaseResponse,
} from '@portal/contracts';
import { supportCases } from '../../db/schema/index.ts';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import {
  caseTableCounts,
  demoCase,
  EXE,
  newCase,
  PDF,
  PNG,
  readOnlySession,
  rudiFile,
} from '../../../test/support-cases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';

/** The conversation: the insurer asks (operator endpoint), the provider answers (spec §4). */
describe('answering a case and the insurer’s side', () => {
  let t: TestApp;
  let demo: Record<string, string>;
  let interior: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ config: { operatorKey: OPERATOR_KEY } });
    demo = (await t.login(DEMO.demo)).headers;
    interior = (await t.login(DEMO.interior)).headers;
  });
  afterAll(() => t.close());

  const op = (nro: number, body: object, key: string | null = OPERATOR_KEY) =>
    t.inject({
      method: 'POST',
      url: `/pre/ops/cap/tramites/${nro}/etapas`,
      headers: key ? { 'x-operator-key': key } : {},
      payload: body,
    });
  const reply = (body: object, headers = demo) =>
    t.inject({
      method: 'PUT',
      url: '/pre/v1/prestadores/cap/transicionar-tramite',
      headers,
      payload: body,
    });
  const inbox = async (headers = demo) =>
    (
      await t.inject({ method: 'GET', url: '/pre/v1/cap/tramites-pendientes', headers })
    ).json<PendingInboxResponse>();
  const detail = async (nro: number) =>
    (
      await t.inject({ method: 'GET', url: `/pre/v2/cap/${nro}/DetalleTramite`, headers: demo })
    ).json<CaseDetail>();
  const estadoOf = async (nro: number) =>
    (
      await t.db
        .select({ estado: supportCases.estado })
        .from(supportCases)
        .where(eq(supportCases.nroTramite, nro))
    )[0]?.estado;

  it('end to end: filed, asked for information, in the inbox, answered with a file, out of the inbox', async () => {
    const created = (
      await t.inject({
        method: 'POST',
        url: '/pre/v1/cap/alta-tramite',
        headers: demo,
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
    expect((await t.lastMailTo(DEMO.demo))?.subject).toBe(
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
      headers = demo,
    ) => {
      const before = await caseTableCounts(t.db);
      expectError(await reply(body, headers), status, code, message);
      expect(await caseTableCounts(t.db)).toEqual(before);
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
      await refused(base(), 403, 'READ_ONLY', TEXT.readOnly, await readOnlySession(t, DEMO.demo));
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

  describe('adding to an open case', () => {
    it('grabar-tramite adds the provider’s observation without changing the state', async () => {
      const nro = demoCase('demo-authorization-in-process');
      const response = await t.inject({
        method: 'POST',
        url: '/pre/cap/grabar-tramite',
        headers: demo,
        payload: {
          nroTramite: nro,
          observacion: 'Sumo información: turno el 20/03',
          rudiFiles: [rudiFile('turno.png', PNG)],
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<CaseWriteResponse>()).toMatchObject({
        estado: 3,
        archivos: [{ fileName: 'turno.png' }],
      });
      const last = (await detail(nro)).etapas.at(-1)!;
      expect([last.accion, last.obsWeb, last.estado]).toEqual([
        'observacion-prestador',
        'Sumo informacion  turno el 20 03',
        3,
      ]);
    });

    it('WCAP/tramite/{n}/guardar adds files the detail lists with the provider’s later files', async () => {
      const nro = demoCase('demo-contracting-pending');
      const response = await t.inject({
        method: 'POST',
        url: `/pre/v1/archivos/WCAP/tramite/${nro}/guardar`,
        headers: demo,
        payload: { rudiFiles: [rudiFile('anexo.pdf', PDF)] },
      });
      expect(response.statusCode).toBe(201);
      const shown = await detail(nro);
      expect(shown.archivosDetalle.map((f) => f.fileName)).toEqual(['anexo.pdf']);
      expect(shown.adjuntos.map((f) => f.fileName)).toEqual(['Plano consultorio.png']);
    });

    it.each([
      [
        'a finished case',
        '/pre/cap/grabar-tramite',
        { nroTramite: demoCase('demo-settlement-finished'), observacion: 'x' },
        409,
        'CASE_FINISHED',
      ],
      [
        'another provider’s case',
        '/pre/cap/grabar-tramite',
        { nroTramite: demoCase('interior-settlement-pending'), observacion: 'x' },
        404,
        'NOT_FOUND',
      ],
      [
        'files to a finished case',
        `/pre/v1/archivos/WCAP/tramite/${demoCase('demo-contracting-rejected')}/guardar`,
        { rudiFiles: [rudiFile('a.pdf', PDF)] },
        409,
        'CASE_FINISHED',
      ],
      [
        'files to another provider’s case',
        `/pre/v1/archivos/WCAP/tramite/${demoCase('interior-settlement-pending')}/guardar`,
        { rudiFiles: [rudiFile('a.pdf', PDF)] },
        404,
        'NOT_FOUND',
      ],
      [
        'no files',
        `/pre/v1/archivos/WCAP/tramite/${demoCase('demo-contracting-pending')}/guardar`,
        { rudiFiles: [] },
        400,
        'VALIDATION',
      ],
      [
        'a disguised file',
        `/pre/v1/archivos/WCAP/tramite/${demoCase('demo-contracting-pending')}/guardar`,
        { rudiFiles: [rudiFile('a.jpg', PDF)] },
        400,
        'FILE_CONTENT_MISMATCH',
      ],
    ])('is refused for %s', async (_story, url, payload, status, code) => {
      const before = await caseTableCounts(t.db);
      expectError(await t.inject({ method: 'POST', url, headers: demo, payload }), status, code);
      expect(await caseTableCounts(t.db)).toEqual(before);
    });

    it('is refused to read-only sessions', async () => {
      const readOnly = await readOnlySession(t, DEMO.demo);
      const response = await t.inject({
        method: 'POST',
        url: '/pre/cap/grabar-tramite',
        headers: readOnly,
        payload: { nroTramite: demoCase('demo-contracting-pending'), observacion: 'x' },
      });
      expectError(response, 403, 'READ_ONLY');
    });
  });

  describe('operator endpoints', () => {
    it('do not exist without an operator key, and refuse a wrong key', async () => {
      const closed = await createTestApp();
      try {
        const response = await closed.inject({
          method: 'POST',
          url: `/pre/ops/cap/tramites/${demoCase('demo-contracting-pending')}/etapas`,
          headers: { 'x-operator-key': OPERATOR_KEY },
          payload: { operator: 'x', accion: 'finalizar' },
        });
        expect(response.statusCode).toBe(404);
      } finally {
        await closed.close();
      }
      expectError(
        await op(
          demoCase('demo-contracting-pending'),
          { operator: 'x', accion: 'finalizar' },
          'otra',
        ),
        403,
        'FORBIDDEN',
      );
      expectError(
        await op(
          demoCase('demo-contracting-pending'),
          { operator: 'x', accion: 'finalizar' },
          null,
        ),
        403,
        'FORBIDDEN',
      );
    });

    it('an operator answer file reaches the provider, and a finished case takes nothing more', async () => {
      const nro = demoCase('interior-contracting-in-process');
      const finished = await op(nro, {
        operator: 'Pablo Ibarra',
        accion: 'finalizar',
        observacion: 'Prestación dada de alta',
        rudiFiles: [rudiFile('Adenda.pdf', PDF)],
      });
      expect(finished.json()).toMatchObject({
        estado: 4,
        estadoDesc: 'finalizado',
        archivos: [{ origen: 'SCAP' }],
      });
      const shown = (
        await t.inject({
          method: 'GET',
          url: `/pre/v2/cap/${nro}/DetalleTramite`,
          headers: interior,
        })
      ).json<CaseDetail>();
      expect(shown.archivosRespuesta.map((f) => f.fileName)).toEqual(['Adenda.pdf']);
      expect(shown.etapas.at(-1)).toMatchObject({
        obsColaborador: 'Prestación dada de alta',
        actor: { tipo: 'operador', nombre: 'Pablo Ibarra' },
      });

      expectError(
        await op(nro, { operator: 'x', accion: 'observacion', observacion: 'más' }),
        409,
        'CASE_FINISHED',
      );
    });

    it.each([
      [
        'asking again while unanswered',
        'interior-contracting-awaiting-reply',
        { accion: 'solicitar-informacion', observacion: 'otra' },
        409,
        'SAME_STATE',
      ],
      [
        'asking without a question',
        'interior-settlement-pending',
        { accion: 'solicitar-informacion', observacion: '  ' },
        400,
        'OBSERVATION_REQUIRED',
      ],
      ['an unknown action', 'interior-settlement-pending', { accion: 'borrar' }, 400, 'VALIDATION'],
      [
        'no operator name',
        'interior-settlement-pending',
        { operator: '', accion: 'en-proceso' },
        400,
        'VALIDATION',
      ],
      [
        'a disguised answer file',
        'interior-settlement-pending',
        { accion: 'observacion', observacion: 'x', rudiFiles: [rudiFile('a.pdf', EXE)] },
        400,
        'FILE_CONTENT_MISMATCH',
      ],
    ])('refuse %s', async (_story, key, body, status, code) => {
      const before = await caseTableCounts(t.db);
      expectError(await op(demoCase(key), { operator: 'Ana', ...body }), status, code);
      expect(await caseTableCounts(t.db)).toEqual(before);
    });

    it('answer 404 for a case that does not exist', async () => {
      expectError(await op(999999, { operator: 'Ana', accion: 'finalizar' }), 404, 'NOT_FOUND');
    });

    it('an observation keeps the state and records the operator', async () => {
      const nro = demoCase('interior-settlement-pending');
      const response = await op(nro, {
        operator: 'Ana Ruiz',
        accion: 'observacion',
        observacion: 'En revisión',
      });
      expect(response.json()).toMatchObject({ estado: 1 });
    });

    it('list the most recently touched cases, by provider and state', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/pre/ops/cap/tramites?prestad=200001&estado=2',
        headers: { 'x-operator-key': OPERATOR_KEY },
      });
      expect(
        response.json<{ nroTramite: number; prestad: number }[]>().map((c) => c.nroTramite),
      ).toEqual([
        demoCase('interior-contracting-awaiting-reply'),
        demoCase('interior-settlement-old-question'),
      ]);
    });
  });
});
