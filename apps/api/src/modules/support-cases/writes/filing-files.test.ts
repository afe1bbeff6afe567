import { describe, expect, it } from 'vitest';
import type { CaseDetail, NewCaseResponse } from '@portal/contracts';
import { ATTACHMENT_BODY_LIMIT_BYTES } from '@portal/domain/support-cases';
import { whileInsertsFail } from '../../../../test/failing-inserts.ts';
import { DEMO, TEXT, expectError } from '../../../../test/helpers.ts';
import { filingRequests } from '../../../../test/support-case-requests.ts';
import {
  caseTableCounts,
  EXE,
  newCase,
  PDF,
  pdfOfSize,
  PNG,
  readOnlySession,
  rudiFile,
} from '../../../../test/support-cases.ts';
import { TEST_NOW, twoProviderApp } from '../../../../test/test-app.ts';

const MB = 1024 * 1024;

/** Files of a filing: the size and count limits, refused files, and files staged before filing. */
describe('filing a support case', () => {
  const ctx = twoProviderApp();

  const { file, detail, refused } = filingRequests(() => ctx);

  it('accepts exactly the limits: three files of 5 MB (15 MB) in one filing', async () => {
    const files = [1, 2, 3].map((i) => rudiFile(`parte ${i}.pdf`, pdfOfSize(5 * MB)));
    const response = await file(newCase('liquidaciones', undefined, files));
    expect(response.statusCode).toBe(201);
    expect(response.json<NewCaseResponse>().archivos.map((f) => f.size)).toEqual(
      Array(3).fill(String(5 * MB)),
    );
  });

  describe('bad input changes nothing', () => {
    it.each([
      [
        'an executable renamed .pdf',
        [rudiFile('factura.pdf', EXE)],
        'FILE_CONTENT_MISMATCH',
        'El contenido del archivo «factura.pdf» no corresponde a un PDF: no se puede adjuntar.',
      ],
      ['a PNG named .pdf', [rudiFile('informe.pdf', PNG)], 'FILE_CONTENT_MISMATCH', undefined],
      [
        'an .exe',
        [rudiFile('setup.exe', EXE)],
        'FILE_TYPE_NOT_ALLOWED',
        /no es de un tipo permitido/,
      ],
      [
        'an empty file',
        [rudiFile('vacio.pdf', Buffer.alloc(0))],
        'FILE_EMPTY',
        'El archivo «vacio.pdf» está vacío.',
      ],
      [
        'a file over 5 MB',
        [rudiFile('grande.pdf', pdfOfSize(5 * MB + 1))],
        'FILE_TOO_LARGE',
        'El archivo «grande.pdf» supera el máximo de 5 MB por archivo.',
      ],
      [
        'three files of 5 MB and one more (over 15 MB)',
        [1, 2, 3]
          .map((i) => rudiFile(`${i}.pdf`, pdfOfSize(5 * MB)))
          .concat(rudiFile('4.pdf', PDF)),
        'SUBMISSION_TOO_LARGE',
        'Los archivos adjuntos superan el máximo de 15 MB por envío.',
      ],
      [
        'eleven files',
        Array.from({ length: 11 }, (_, i) => rudiFile(`${i}.pdf`, PDF)),
        'TOO_MANY_FILES',
        'Se pueden adjuntar hasta 10 archivos por envío.',
      ],
      [
        'a size that is not the content’s',
        [{ ...rudiFile('a.pdf', PDF), sizeInBytes: '12' }],
        'FILE_SIZE_MISMATCH',
        'El tamaño informado de un archivo no coincide con su contenido.',
      ],
      [
        'content that is not base64',
        [{ fileName: 'a.pdf', base64Content: '%%%', sizeInBytes: '3' }],
        'VALIDATION',
        undefined,
      ],
    ])('a case with %s', async (_story, files, code, message) => {
      await refused(newCase('liquidaciones', undefined, files), 400, code, message);
    });

    it('a body over the file routes’ limit is 413 and a normal route keeps 1 MiB', async () => {
      const huge = newCase('liquidaciones', undefined, [
        {
          fileName: 'a.pdf',
          base64Content: 'A'.repeat(ATTACHMENT_BODY_LIMIT_BYTES),
          sizeInBytes: '1',
        },
      ]);
      await refused(huge, 413, 'BODY_TOO_LARGE', TEXT.bodyTooLarge);
      const search = await ctx.t.inject({
        method: 'POST',
        url: '/pre/v3/cap/ConsultaTramites',
        headers: ctx.demo,
        payload: { ambitoPrestador: 'A', prestad: 100001, padding: 'x'.repeat(1.1 * MB) },
      });
      expectError(search, 413, 'BODY_TOO_LARGE');
    });

    it('a failure while storing the files leaves no request, case or stage behind', async () => {
      await whileInsertsFail(ctx.t.db, 'support_case_files', async () => {
        const before = await caseTableCounts(ctx.t.db);
        const response = await file(newCase('liquidaciones', undefined, [rudiFile('a.pdf', PDF)]));
        expectError(response, 500, 'SERVER_ERROR', TEXT.serverError);
        expect(await caseTableCounts(ctx.t.db)).toEqual(before);
      });
    });
  });

  describe('files staged before filing (V1/archivos/rudi/guardar)', () => {
    const stage = (files: object[], headers = ctx.demo) =>
      ctx.t.inject({
        method: 'POST',
        url: '/pre/v1/archivos/rudi/guardar',
        headers,
        payload: { rudiFiles: files },
      });

    it('are attached to the case that names their RUDI number, once', async () => {
      const staged = await stage([rudiFile('planilla.pdf', PDF)]);
      expect(staged.statusCode).toBe(201);
      const { rudiPrestador } = staged.json<{
        rudiPrestador: { nroTramite: number; tipoTramite: string };
      }>();
      expect(rudiPrestador.tipoTramite).toBe('WCAP');
      const payload = {
        ...newCase('liquidaciones', undefined, [rudiFile('foto.png', PNG)]),
        rudiPrestador,
      };
      const created = await file(payload);
      expect(created.statusCode).toBe(201);
      const shown = (await detail(created.json<NewCaseResponse>().nroTramite)).json<CaseDetail>();
      expect(shown.adjuntos.map((f) => f.fileName)).toEqual(['planilla.pdf', 'foto.png']);
      expect(shown.rudiPrestador).toEqual(rudiPrestador);
      expectError(await file(payload), 400, 'STAGED_FILES_NOT_FOUND');
    });

    it('are refused like any file, and count towards the filing’s limits', async () => {
      expectError(await stage([rudiFile('x.pdf', EXE)]), 400, 'FILE_CONTENT_MISMATCH');
      const nine = await stage(Array.from({ length: 9 }, (_, i) => rudiFile(`${i}.pdf`, PDF)));
      const { rudiPrestador } = nine.json<{
        rudiPrestador: { nroTramite: number; tipoTramite: 'WCAP' };
      }>();
      const payload = {
        ...newCase('liquidaciones', undefined, [rudiFile('a.png', PNG), rudiFile('b.png', PNG)]),
        rudiPrestador,
      };
      expectError(await file(payload), 400, 'TOO_MANY_FILES');
    });

    it('another provider’s batch, or one older than a day, cannot be attached', async () => {
      const theirs = await stage([rudiFile('a.pdf', PDF)], ctx.interior);
      const { rudiPrestador } = theirs.json<{
        rudiPrestador: { nroTramite: number; tipoTramite: 'WCAP' };
      }>();
      expectError(
        await file({ ...newCase('liquidaciones'), rudiPrestador }),
        400,
        'STAGED_FILES_NOT_FOUND',
      );

      const mine = (await stage([rudiFile('a.pdf', PDF)])).json<{
        rudiPrestador: { nroTramite: number; tipoTramite: 'WCAP' };
      }>();
      ctx.t.clock.advance(25 * 60 * 60 * 1000);
      try {
        const later = (await ctx.t.login(DEMO.demo)).headers;
        expectError(
          await file({ ...newCase('liquidaciones'), rudiPrestador: mine.rudiPrestador }, later),
          400,
          'STAGED_FILES_NOT_FOUND',
        );
      } finally {
        ctx.t.clock.set(TEST_NOW);
      }
    });

    it('a read-only session cannot stage files', async () => {
      expectError(
        await stage([rudiFile('a.pdf', PDF)], await readOnlySession(ctx.t, DEMO.demo)),
        403,
        'READ_ONLY',
      );
    });
  });
});
