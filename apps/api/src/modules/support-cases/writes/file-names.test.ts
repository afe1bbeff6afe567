import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CaseDetail,
  CaseTimelineResponse,
  CaseWriteResponse,
  FileDownloadResponse,
  FileMeta,
  NewCaseResponse,
  StageFilesResponse,
} from '@portal/contracts';
import { supportCaseFiles } from '../../../db/schema/support-cases.ts';
import { conversationRequests, OPERATOR_KEY } from '../../../../test/support-case-requests.ts';
import { demoCase, newCase, PDF, PNG, rudiFile } from '../../../../test/support-cases.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';

/**
 * Attachment names (spec §5): sanitised once, by the domain's sanitizeFileName, when
 * stored; what is stored is what every answer shows (write answers, detail, timeline, file lists,
 * the download's name, which the web gives the saved file).
 */
describe('attachment names are stored and shown sanitised', () => {
  const ctx = demoProviderApp({ config: { operatorKey: OPERATOR_KEY } });
  const { op } = conversationRequests(() => ctx);
  const get = async <T>(url: string) =>
    (await ctx.t.inject({ method: 'GET', url, headers: ctx.demo })).json<T>();

  /** What the database holds of a file, and what the download answers of it. */
  async function storedAndDownloaded(file: FileMeta) {
    const [row] = await ctx.t.db
      .select({
        fileName: supportCaseFiles.fileName,
        name: supportCaseFiles.name,
        extension: supportCaseFiles.extension,
      })
      .from(supportCaseFiles)
      .where(eq(supportCaseFiles.id, file.id));
    const download = await get<FileDownloadResponse>(`/pre/v0/archivos/${file.origen}/${file.id}`);
    return {
      row,
      download: { fileName: download.fileName, name: download.name, extension: download.extension },
    };
  }

  it('a filing’s files: no path, accents or punctuation survive, an empty name is _', async () => {
    const response = await ctx.t.inject({
      method: 'POST',
      url: '/pre/v1/cap/alta-tramite',
      headers: ctx.demo,
      payload: newCase('contrataciones', undefined, [
        rudiFile('../../privado/Résumé «final» (v2).PDF', PDF),
        rudiFile('C:\\fakepath\\¿¿¿.png', PNG),
      ]),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<NewCaseResponse>();
    const expected = [
      { fileName: 'Resume  final   v2.pdf', name: 'Resume  final   v2', extension: 'pdf' },
      { fileName: '_.png', name: '_', extension: 'png' },
    ];
    const shape = (files: FileMeta[]) =>
      files.map(({ fileName, name, extension }) => ({ fileName, name, extension }));
    expect(shape(created.archivos)).toEqual(expected);

    const detail = await get<CaseDetail>(`/pre/v2/cap/${created.nroTramite}/DetalleTramite`);
    expect(shape(detail.adjuntos)).toEqual(expected);
    expect(shape(detail.etapas[0]!.archivos)).toEqual(expected);
    const timeline = await get<CaseTimelineResponse>(
      `/pre/v1/process/tramite/${created.nroTramite}`,
    );
    expect(shape(timeline.eventos[0]!.archivos)).toEqual(expected);
    const listed = await get<FileMeta[]>(`/pre/cap/WCAP/${created.tramiteJbpm}/files`);
    expect(shape(listed)).toEqual(expected);

    for (const [index, file] of created.archivos.entries()) {
      expect(await storedAndDownloaded(file)).toEqual({
        row: expected[index],
        download: expected[index],
      });
    }
  });

  it('staged files, added files and the insurer’s files too', async () => {
    const staged = await ctx.t.inject({
      method: 'POST',
      url: '/pre/v1/archivos/rudi/guardar',
      headers: ctx.demo,
      payload: { rudiFiles: [rudiFile('Nota de crédito: 0003-412.pdf', PDF)] },
    });
    expect(staged.json<StageFilesResponse>().archivos.map((f) => f.fileName)).toEqual([
      'Nota de credito  0003 412.pdf',
    ]);

    const nro = demoCase('demo-contracting-pending');
    const added = await ctx.t.inject({
      method: 'POST',
      url: `/pre/v1/archivos/WCAP/tramite/${nro}/guardar`,
      headers: ctx.demo,
      payload: { rudiFiles: [rudiFile('..\\..\\respuesta…final.pdf', PDF)] },
    });
    const [addedFile] = added.json<CaseWriteResponse>().archivos;
    expect(addedFile?.fileName).toBe('respuesta final.pdf');
    expect((await storedAndDownloaded(addedFile!)).download.fileName).toBe('respuesta final.pdf');

    const answered = await op(nro, {
      operator: 'Analista',
      accion: 'observacion',
      observacion: 'Adjuntamos la resolución',
      rudiFiles: [rudiFile('/srv/compartido/Resolución Nº 7.pdf', PDF)],
    });
    expect(answered.statusCode).toBe(200);
    const detail = await get<CaseDetail>(`/pre/v2/cap/${nro}/DetalleTramite`);
    expect(detail.archivosRespuesta.map((f) => f.fileName)).toEqual(['Resolucion N  7.pdf']);
  });
});
