import { describe, expect, it } from 'vitest';
import type { CaseDetail } from '@portal/contracts';
import { expectError } from '../../../../test/helpers.ts';
import { conversationRequests, OPERATOR_KEY } from '../../../../test/support-case-requests.ts';
import { caseTableCounts, demoCase, EXE, PDF, rudiFile } from '../../../../test/support-cases.ts';
import { createTestApp, twoProviderApp } from '../../../../test/test-app.ts';

/** The insurer’s operator endpoints: the key, stages, answer files and the recent-cases list. */
describe('answering a case and the insurer’s side', () => {
  const ctx = twoProviderApp({ config: { operatorKey: OPERATOR_KEY } });

  const { op } = conversationRequests(() => ctx);

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
        await ctx.t.inject({
          method: 'GET',
          url: `/pre/v2/cap/${nro}/DetalleTramite`,
          headers: ctx.interior,
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
      const before = await caseTableCounts(ctx.t.db);
      expectError(await op(demoCase(key), { operator: 'Ana', ...body }), status, code);
      expect(await caseTableCounts(ctx.t.db)).toEqual(before);
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
      const response = await ctx.t.inject({
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
