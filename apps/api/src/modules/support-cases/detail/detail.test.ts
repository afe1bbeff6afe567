import { describe, expect, it } from 'vitest';
import type {
  CaseDetail,
  CaseTimelineResponse,
  FileDownloadResponse,
  FileMeta,
  ProcessDetailResponse,
} from '@portal/contracts';
import { DEMO, TEXT, expectError } from '../../../../test/helpers.ts';
import { demoCase, readOnlySession } from '../../../../test/support-cases.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';

/** What a provider reads of one case, and that it never reads another provider's. */
describe('a case’s detail, process, timeline and files', () => {
  const ctx = twoProviderApp();

  const get = (url: string, headers = ctx.demo) => ctx.t.inject({ method: 'GET', url, headers });
  const detailOf = async (key: string) =>
    (await get(`/pre/v2/cap/${demoCase(key)}/DetalleTramite`)).json<CaseDetail>();

  it('shows the §3 case with its stages, tasks and the insurer’s answer file', async () => {
    const detail = await detailOf('demo-settlement-finished');
    expect(detail).toMatchObject({
      nroTramite: demoCase('demo-settlement-finished'),
      estado: 4,
      estadoDesc: 'finalizado',
      area: 'liquidaciones',
      prestad: 100001,
      workflow: 'AMB_CAP_LIQUIDACIONES',
      submotivo: 24,
      motivoWebDetalle: 'Diferencias de pago',
      puedeResponder: false,
      adjuntos: [],
      archivosDetalle: [],
      creadoPor: { tipo: 'prestador', nombre: 'Lucía Benítez', email: DEMO.subusuario },
    });
    expect(
      detail.etapas.map((s) => [s.accion, s.estadoDesc, s.actor.tipo, s.actor.nombre]),
    ).toEqual([
      ['alta-tramite', 'pendiente', 'prestador', 'Lucía Benítez'],
      ['en-proceso', 'en proceso', 'operador', 'Laura Fernández (Liquidaciones)'],
      ['finalizar', 'finalizado', 'operador', 'Laura Fernández (Liquidaciones)'],
    ]);
    expect(detail.etapas[0]!.obsWeb).toBe('El pago de diciembre no coincide con lo facturado');
    expect(detail.etapas[2]!.obsColaborador).toBe('Se emitio la nota de credito por la diferencia');
    expect(detail.archivosRespuesta.map((f) => [f.fileName, f.origen])).toEqual([
      ['Nota de credito 0003-00000412.pdf', 'SCAP'],
    ]);
    expect(detail.etapas[2]!.archivos.map((f) => f.id)).toEqual(
      detail.archivosRespuesta.map((f) => f.id),
    );
    expect(detail.tasks.map((task) => [task.nombre, task.fin !== null])).toEqual([
      ['Recepción del trámite', true],
      ['Análisis', true],
      ['Cierre', true],
    ]);
  });

  it('a case waiting for the provider can be answered and shows the filing’s attachment', async () => {
    const detail = await detailOf('demo-settlement-awaiting-reply');
    expect(detail.puedeResponder).toBe(true);
    expect(detail.adjuntos.map((f) => f.fileName)).toEqual(['Factura 0001-00004567.pdf']);
    expect(detail.expediente).toEqual({
      oficina: 1,
      numero: '2026-000123',
      comprobante: { numero: '0001-00004567', tipo: 'FA' },
    });
    expect(detail.etapas.at(-1)?.obsColaborador).toBe(
      'Adjunte la planilla de prestaciones del periodo para continuar',
    );
  });

  it('an authorization case carries its authorization', async () => {
    const detail = await detailOf('demo-authorization-in-process');
    expect(detail.autorizacion).toMatchObject({
      nroAutorizacion: 7000101,
      contraAfi: 30000001,
      middleAfi: 1,
      inteAfi: 1,
      nombreApeAfi: 'Juan Pérez',
    });
    expect(detail.nroAutorizacion).toBe(7000101);
  });

  it('process detail: the current task and what the provider may do', async () => {
    const waiting = (
      await get(`/pre/v2/proveedores/tramites/${demoCase('demo-contracting-awaiting-reply')}`)
    ).json<ProcessDetailResponse>();
    expect(waiting.processDetail).toMatchObject({
      workflow: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS',
      area: 'contrataciones',
      estado: 2,
      fin: null,
    });
    expect(waiting.taskDetail).toMatchObject({
      tarea: 'Espera de respuesta del prestador',
      asignadoA: 'Contrataciones',
      acciones: ['tramite-recibido'],
      desde: expect.stringMatching(/^2026-03-05T/),
    });
    const closed = (
      await get(`/pre/v2/proveedores/tramites/${demoCase('demo-contracting-rejected')}`)
    ).json<ProcessDetailResponse>();
    expect(closed.taskDetail).toMatchObject({ tarea: 'Cierre', acciones: [] });
    expect(closed.processDetail.fin).not.toBeNull();
  });

  it('the timeline says who did what and when, sub-user and operators included', async () => {
    const timeline = (
      await get(`/pre/v1/process/tramite/${demoCase('demo-contracting-awaiting-reply')}`)
    ).json<CaseTimelineResponse>();
    expect(
      timeline.eventos.map((e) => [
        e.descripcion,
        e.actor.nombre,
        e.actor.email,
        e.estadoAnterior,
        e.estado,
      ]),
    ).toEqual([
      ['Inició el trámite', 'Lucía Benítez', DEMO.subusuario, null, 1],
      ['Pidió información al prestador', 'Pablo Ibarra (Contrataciones)', null, 1, 2],
    ]);
    expect(timeline.eventos[0]!.fecha < timeline.eventos[1]!.fecha).toBe(true);
  });

  it('lists the provider’s (WCAP) and the insurer’s (SCAP) files by workflow id, and downloads them', async () => {
    const detail = await detailOf('demo-settlement-finished');
    const provider = await detailOf('demo-settlement-awaiting-reply');
    const wcap = await get(`/pre/cap/WCAP/${provider.tramiteJbpm}/files`);
    expect(wcap.json<FileMeta[]>().map((f) => f.fileName)).toEqual(['Factura 0001-00004567.pdf']);
    const scap = await get(`/pre/cap/SCAP/${detail.tramiteJbpm}/files`);
    const [answer] = scap.json<FileMeta[]>();
    expect(answer?.origen).toBe('SCAP');

    const download = await get(`/pre/v0/archivos/SCAP/${answer!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('no-store');
    const body = download.json<FileDownloadResponse>();
    expect(body).toMatchObject({
      name: 'Nota de credito 0003-00000412',
      extension: 'pdf',
      contentType: 'application/pdf',
      size: answer!.size,
    });
    const bytes = Buffer.from(body.base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(bytes.length)).toBe(body.size);
  });

  it('the PNG of a demo case downloads as a real PNG', async () => {
    const detail = await detailOf('demo-contracting-pending');
    const [png] = detail.adjuntos;
    const body = (await get(`/pre/v0/archivos/WCAP/${png!.id}`)).json<FileDownloadResponse>();
    expect(Buffer.from(body.base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  describe('another provider’s cases and files do not exist for the caller', () => {
    it.each([
      ['detail', (nro: number) => `/pre/v2/cap/${nro}/DetalleTramite`],
      ['process', (nro: number) => `/pre/v2/proveedores/tramites/${nro}`],
      ['timeline', (nro: number) => `/pre/v1/process/tramite/${nro}`],
    ])('%s of a demo case asked by the interior provider: 404', async (_story, url) => {
      expectError(
        await get(url(demoCase('demo-settlement-finished')), ctx.interior),
        404,
        'NOT_FOUND',
        TEXT.notFound,
      );
    });

    it('files and downloads of a demo case asked by the interior provider: 404', async () => {
      const detail = await detailOf('demo-settlement-finished');
      expectError(
        await get(`/pre/cap/SCAP/${detail.tramiteJbpm}/files`, ctx.interior),
        404,
        'NOT_FOUND',
      );
      expectError(
        await get(`/pre/v0/archivos/SCAP/${detail.archivosRespuesta[0]!.id}`, ctx.interior),
        404,
        'NOT_FOUND',
      );
    });

    it('a file asked under the other origin is not found either', async () => {
      const detail = await detailOf('demo-settlement-finished');
      expectError(
        await get(`/pre/v0/archivos/WCAP/${detail.archivosRespuesta[0]!.id}`),
        404,
        'NOT_FOUND',
      );
    });

    it('a case without a status description is not found, like a missing one', async () => {
      expectError(
        await get(`/pre/v2/cap/${demoCase('demo-internal-state')}/DetalleTramite`),
        404,
        'NOT_FOUND',
      );
      expectError(await get('/pre/v2/cap/999999/DetalleTramite'), 404, 'NOT_FOUND');
    });

    it.each([
      ['a word as case number', '/pre/v2/cap/abc/DetalleTramite'],
      ['an unknown file origin', '/pre/v0/archivos/XCAP/1'],
      ['a negative file number', '/pre/v0/archivos/WCAP/-1'],
    ])('%s is bad input', async (_story, url) => {
      expectError(await get(url), 400, 'VALIDATION');
    });
  });

  it('a read-only session reads detail and files', async () => {
    const readOnly = await readOnlySession(ctx.t, DEMO.demo);
    expect(
      (await get(`/pre/v2/cap/${demoCase('demo-settlement-finished')}/DetalleTramite`, readOnly))
        .statusCode,
    ).toBe(200);
  });
});
