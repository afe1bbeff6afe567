import { describe, expect, it } from 'vitest';
import type { CaseWriteResponse } from '@portal/contracts';
import { DEMO, expectError } from '../../../../test/helpers.ts';
import { conversationRequests } from '../../../../test/support-case-requests.ts';
import {
  caseTableCounts,
  demoCase,
  PDF,
  PNG,
  readOnlySession,
  rudiFile,
} from '../../../../test/support-cases.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';

/** Adding observations and files to an open case (grabar-tramite, WCAP/tramite/{n}/guardar). */
describe('answering a case and the insurer’s side', () => {
  const ctx = demoProviderApp();

  const { detail } = conversationRequests(() => ctx);

  describe('adding to an open case', () => {
    it('grabar-tramite adds the provider’s observation without changing the state', async () => {
      const nro = demoCase('demo-authorization-in-process');
      const response = await ctx.t.inject({
        method: 'POST',
        url: '/pre/cap/grabar-tramite',
        headers: ctx.demo,
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
      const response = await ctx.t.inject({
        method: 'POST',
        url: `/pre/v1/archivos/WCAP/tramite/${nro}/guardar`,
        headers: ctx.demo,
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
      const before = await caseTableCounts(ctx.t.db);
      expectError(
        await ctx.t.inject({ method: 'POST', url, headers: ctx.demo, payload }),
        status,
        code,
      );
      expect(await caseTableCounts(ctx.t.db)).toEqual(before);
    });

    it('is refused to read-only sessions', async () => {
      const readOnly = await readOnlySession(ctx.t, DEMO.demo);
      const response = await ctx.t.inject({
        method: 'POST',
        url: '/pre/cap/grabar-tramite',
        headers: readOnly,
        payload: { nroTramite: demoCase('demo-contracting-pending'), observacion: 'x' },
      });
      expectError(response, 403, 'READ_ONLY');
    });
  });
});
