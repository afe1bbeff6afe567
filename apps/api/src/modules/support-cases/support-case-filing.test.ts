import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, NewCaseResponse } from '@portal/contracts';
import { ATTACHMENT_BODY_LIMIT_BYTES } from '@portal/domain';
import {
  outbox,
  supportCaseFiles,
  supportCaseStages,
  supportCases,
  supportRequests,
} from '../../db/schema/index.ts';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import {
  caseTableCounts,
  EXE,
  INTERIOR,
  newCase,
  PDF,
  pdfOfSize,
  PNG,
  readOnlySession,
  rudiFile,
  type NewCasePayload,
} from '../../../test/support-cases.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app.ts';

const MB = 1024 * 1024;

/** POST /pre/v1/cap/alta-tramite: spec §3 new-case payload, §5 rules, one transaction. */
describe('filing a support case', () => {
  let t: TestApp;
  let demo: Record<string, string>;
  let interior: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    demo = (await t.login(DEMO.demo)).headers;
    interior = (await t.login(DEMO.interior)).headers;
  });
  afterAll(() => t.close());

  const file = (payload: object, headers = demo) =>
    t.inject({ method: 'POST', url: '/pre/v1/cap/alta-tramite', headers, payload });
  const detail = (nro: number, headers = demo) =>
    t.inject({ method: 'GET', url: `/pre/v2/cap/${nro}/DetalleTramite`, headers });

  it('files a settlement case with two files: request 27/1/1, case estado 1, stage, files, mail', async () => {
    const payload = newCase('liquidaciones', undefined, [
      rudiFile('Factura Nº 42.pdf', PDF),
      rudiFile('foto.png', PNG),
    ]);
    const response = await file(payload);
    expect(response.statusCode).toBe(201);
    const created = response.json<NewCaseResponse>();
    expect(created).toMatchObject({
      estado: 1,
      estadoDesc: 'pendiente',
      workContext: 'AMB_CAP_LIQUIDACIONES',
      ts: '20260310100000',
      emails: [DEMO.demo],
    });
    expect(created.archivos.map((f) => [f.fileName, f.size, f.origen])).toEqual([
      ['Factura N  42.pdf', String(PDF.length), 'WCAP'],
      ['foto.png', String(PNG.length), 'WCAP'],
    ]);

    const [caseRow] = await t.db
      .select()
      .from(supportCases)
      .where(eq(supportCases.nroTramite, created.nroTramite));
    expect(caseRow).toMatchObject({
      providerId: 100001,
      areaId: 24,
      workflow: 'AMB_CAP_LIQUIDACIONES',
      submotivo: 24,
      motivoWebId: 241,
      estado: 1,
      observacion: 'Solicito revision del tramite   es posible',
      expedienteNumero: '2026-000999',
      comprobanteNumero: '0001-00000042',
      comprobanteTipo: 'FA',
    });
    const [request] = await t.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, caseRow!.requestId!));
    expect(request).toMatchObject({ medioId: 27, sucursalId: 1, estadoId: 1, providerId: 100001 });
    const stages = await t.db
      .select()
      .from(supportCaseStages)
      .where(eq(supportCaseStages.caseId, caseRow!.id));
    expect(stages.map((s) => [s.accion, s.estado])).toEqual([['alta-tramite', 1]]);
    const mail = await t.lastMailTo(DEMO.demo);
    expect(mail?.subject).toBe(`Trámite ${created.nroTramite} registrado`);

    const shown = (await detail(created.nroTramite)).json<CaseDetail>();
    expect(shown.adjuntos.map((f) => f.fileName)).toEqual(['Factura N  42.pdf', 'foto.png']);
    expect(shown.expediente).toEqual({
      oficina: 1,
      numero: '2026-000999',
      comprobante: { numero: '0001-00000042', tipo: 'FA' },
    });
    expect(shown.creadoPor).toEqual({
      tipo: 'prestador',
      nombre: 'María Laura González',
      email: DEMO.demo,
    });
  });

  it('files a contracting case through the AMBA workflow (submotivo 2) for an AMBA provider', async () => {
    const response = await file(newCase('contrataciones'));
    expect(response.statusCode).toBe(201);
    const shown = (await detail(response.json<NewCaseResponse>().nroTramite)).json<CaseDetail>();
    expect(shown).toMatchObject({
      areaConsulta: { id: 2 },
      workflow: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS',
      submotivo: 2,
    });
  });

  it('files a contracting case through the interior workflow (submotivo 17, area 17) for an interior provider', async () => {
    const response = await file(newCase('contrataciones', INTERIOR), interior);
    expect(response.statusCode).toBe(201);
    const shown = (
      await detail(response.json<NewCaseResponse>().nroTramite, interior)
    ).json<CaseDetail>();
    expect(shown).toMatchObject({
      areaConsulta: { id: 17 },
      workflow: 'AMB_CAP_CONTRATACIONES_INTERIOR',
      submotivo: 17,
      emails: [DEMO.interior],
    });
  });

  it('files an authorization case with the server’s copy of the authorization', async () => {
    const payload = newCase('autorizaciones');
    const tampered = {
      ...payload,
      extendedProcess: { ...payload.extendedProcess, nombreApeAfi: 'Otra Persona', contraAfi: 1 },
    };
    const response = await file(tampered);
    expect(response.statusCode).toBe(201);
    const shown = (await detail(response.json<NewCaseResponse>().nroTramite)).json<CaseDetail>();
    expect(shown.autorizacion).toMatchObject({
      nroAutorizacion: 7000102,
      nroTrmAutorizacion: 910102,
      contraAfi: 30000001,
      inteAfi: 1,
      nombreApeAfi: 'Juan Pérez',
    });
    expect(shown).toMatchObject({
      workflow: 'AMB_CAP_PROTESIS',
      submotivo: 18,
      areaConsulta: { id: 9 },
    });
  });

  it.each([
    [1, 'AMB_CAP_AUTORIZACIONES', 9],
    [3, 'AMB_CAP_FARMACIA_AUT', 8],
    [4, 'AMB_CAP_PROTESIS', 18],
  ])(
    'authorization category %i goes to %s with submotivo %i',
    async (motivoWeb, workflow, submotivo) => {
      const payload = newCase('autorizaciones');
      payload.workContext = workflow;
      payload.capObject.generico.submotivo.id = submotivo;
      payload.extendedProcess.motivoWeb = motivoWeb;
      expect((await file(payload)).statusCode).toBe(201);
    },
  );

  it('accepts exactly the limits: three files of 5 MB (15 MB) in one filing', async () => {
    const files = [1, 2, 3].map((i) => rudiFile(`parte ${i}.pdf`, pdfOfSize(5 * MB)));
    const response = await file(newCase('liquidaciones', undefined, files));
    expect(response.statusCode).toBe(201);
    expect(response.json<NewCaseResponse>().archivos.map((f) => f.size)).toEqual(
      Array(3).fill(String(5 * MB)),
    );
  });

  it('mails the picked associated e-mails instead of the logged-in one', async () => {
    const payload = newCase('contrataciones');
    payload.extendedProcess.emails = [DEMO.subusuario];
    const created = (await file(payload)).json<NewCaseResponse>();
    expect(created.emails).toEqual([DEMO.subusuario]);
    expect((await t.lastMailTo(DEMO.subusuario))?.subject).toBe(
      `Trámite ${created.nroTramite} registrado`,
    );
  });

  describe('bad input changes nothing', () => {
    const refused = async (
      payload: object,
      status: number,
      code: string,
      message?: string | RegExp,
      headers = demo,
    ) => {
      const before = await caseTableCounts(t.db);
      const response = await file(payload, headers);
      const body = expectError(response, status, code, message);
      expect(await caseTableCounts(t.db)).toEqual(before);
      return body;
    };
    const change = (area: Parameters<typeof newCase>[0], edit: (p: NewCasePayload) => void) => {
      const payload = newCase(area);
      edit(payload);
      return payload;
    };

    it('a settlement case without an expediente lists every missing field', async () => {
      const body = await refused(
        change('liquidaciones', (p) => {
          delete (p.capObject as { expediente?: unknown }).expediente;
        }),
        400,
        'SETTLEMENT_FIELDS',
        'Ingresá el número de expediente. Ingresá el número de comprobante. Elegí el tipo de comprobante.',
      );
      expect(body.details).toHaveLength(3);
    });

    it.each([
      [
        'a blank expediente number',
        { numero: '  ', comprobante: { numero: '1', tipo: 'FA' } },
        'Ingresá el número de expediente.',
      ],
      [
        'a comprobante number of spaces',
        { numero: '7', comprobante: { numero: '   ', tipo: 'FA' } },
        'Ingresá el número de comprobante.',
      ],
      [
        'an unknown voucher type',
        { numero: '7', comprobante: { numero: '1', tipo: 'ZZ' } },
        'Elegí el tipo de comprobante.',
      ],
    ])('a settlement case with %s', async (_story, expediente, message) => {
      await refused(
        change('liquidaciones', (p) => {
          (p.capObject as { expediente: unknown }).expediente = { oficina: 1, ...expediente };
        }),
        400,
        'SETTLEMENT_FIELDS',
        message,
      );
    });

    it.each([
      [
        'the other ambit’s contracting workflow',
        (p: NewCasePayload) => {
          p.workContext = 'AMB_CAP_CONTRATACIONES_INTERIOR';
          p.capObject.generico.submotivo.id = 17;
        },
        'WORKFLOW_MISMATCH',
      ],
      [
        'a submotivo of another workflow',
        (p: NewCasePayload) => {
          p.capObject.generico.submotivo.id = 24;
        },
        'WORKFLOW_MISMATCH',
      ],
      [
        'a reply workflow as the filing workflow',
        (p: NewCasePayload) => {
          p.workContext = 'AMB_CONTRATACIONES_ENTRADA';
        },
        'WORKFLOW_MISMATCH',
      ],
      [
        'a settlement reason in contracting',
        (p: NewCasePayload) => {
          p.extendedProcess.motivoWeb = 241;
        },
        'UNKNOWN_MOTIVO',
      ],
      [
        'an odontology reason for a provider that is not one',
        (p: NewCasePayload) => {
          p.extendedProcess.motivoWeb = 106;
        },
        'UNKNOWN_MOTIVO',
      ],
      [
        'an institutional reason for a physical person',
        (p: NewCasePayload) => {
          p.extendedProcess.motivoWeb = 107;
        },
        'UNKNOWN_MOTIVO',
      ],
      [
        'another provider type',
        (p: NewCasePayload) => {
          p.capObject.generico.prestadorTipo = 'E' as 'P';
        },
        'PROVIDER_MISMATCH',
      ],
      [
        'an observation with no words',
        (p: NewCasePayload) => {
          p.capObject.generico.observacion = '¿?¡!';
        },
        'OBSERVATION_REQUIRED',
      ],
      [
        'an e-mail not associated to the provider',
        (p: NewCasePayload) => {
          p.extendedProcess.emails = ['otro@ejemplo.test'];
        },
        'EMAIL_NOT_ASSOCIATED',
      ],
      [
        'a motivo other than 3',
        (p: NewCasePayload) => {
          (p.capObject.generico.motivo as { id: number }).id = 4;
        },
        'VALIDATION',
      ],
      [
        'a request medium other than 27',
        (p: NewCasePayload) => {
          (p.extendedProcess.pedidoWeb.medio as { id: number }).id = 1;
        },
        'VALIDATION',
      ],
    ])('a contracting case with %s', async (_story, edit, code) => {
      await refused(change('contrataciones', edit), 400, code);
    });

    it('another provider’s code is not found', async () => {
      await refused(
        change('contrataciones', (p) => {
          p.capObject.generico.prestadorId = 200001;
        }),
        404,
        'NOT_FOUND',
        TEXT.notFound,
      );
    });

    it('an authorization case needs one of the provider’s authorizations', async () => {
      await refused(
        change('autorizaciones', (p) => {
          delete (p.extendedProcess as { nroAutorizacion?: number }).nroAutorizacion;
        }),
        400,
        'AUTHORIZATION_REQUIRED',
        'Elegí la autorización sobre la que consultás.',
      );
      await refused(
        change('autorizaciones', (p) => {
          (p.extendedProcess as { nroAutorizacion?: number }).nroAutorizacion = 7000201;
        }),
        400,
        'AUTHORIZATION_NOT_FOUND',
        'La autorización indicada no existe para el prestador.',
      );
    });

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
      const search = await t.inject({
        method: 'POST',
        url: '/pre/v3/cap/ConsultaTramites',
        headers: demo,
        payload: { ambitoPrestador: 'A', prestad: 100001, padding: 'x'.repeat(1.1 * MB) },
      });
      expectError(search, 413, 'BODY_TOO_LARGE');
    });

    it('a read-only session cannot file a case', async () => {
      await refused(
        newCase('contrataciones'),
        403,
        'READ_ONLY',
        TEXT.readOnly,
        await readOnlySession(t, DEMO.demo),
      );
    });

    it('a user without the support centre permission cannot file a case', async () => {
      const sub = (await t.login(DEMO.subusuario)).headers;
      await refused(newCase('contrataciones'), 403, 'FORBIDDEN', TEXT.noPermission, sub);
    });

    it('a failure while storing the files leaves no request, case or stage behind', async () => {
      await t.db.execute(
        sql`create function refuse_file() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
      );
      await t.db.execute(
        sql`create trigger refuse_file before insert on support_case_files for each row execute function refuse_file()`,
      );
      try {
        const before = await caseTableCounts(t.db);
        const response = await file(newCase('liquidaciones', undefined, [rudiFile('a.pdf', PDF)]));
        expectError(response, 500, 'SERVER_ERROR', TEXT.serverError);
        expect(await caseTableCounts(t.db)).toEqual(before);
      } finally {
        await t.db.execute(sql`drop trigger refuse_file on support_case_files`);
        await t.db.execute(sql`drop function refuse_file()`);
      }
    });
  });

  describe('files staged before filing (V1/archivos/rudi/guardar)', () => {
    const stage = (files: object[], headers = demo) =>
      t.inject({
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
      const theirs = await stage([rudiFile('a.pdf', PDF)], interior);
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
      t.clock.advance(25 * 60 * 60 * 1000);
      try {
        const later = (await t.login(DEMO.demo)).headers;
        expectError(
          await file({ ...newCase('liquidaciones'), rudiPrestador: mine.rudiPrestador }, later),
          400,
          'STAGED_FILES_NOT_FOUND',
        );
      } finally {
        t.clock.set(TEST_NOW);
      }
    });

    it('a read-only session cannot stage files', async () => {
      expectError(
        await stage([rudiFile('a.pdf', PDF)], await readOnlySession(t, DEMO.demo)),
        403,
        'READ_ONLY',
      );
    });
  });

  describe('after filing: PostProcess1 and PostProcess2', () => {
    it('find the case by its process and creation instant, and tell where it was routed', async () => {
      const created = (await file(newCase('contrataciones'))).json<NewCaseResponse>();
      const one = await t.inject({
        method: 'GET',
        url: `/pre/cap/${created.tramiteJbpm}/${created.ts}/PostProcess1`,
        headers: demo,
      });
      expect(one.json()).toEqual({
        nroTramite: created.nroTramite,
        tramiteId: created.tramiteId,
        tramiteJbpm: created.tramiteJbpm,
        estado: 1,
        estadoDesc: 'pendiente',
        emails: [DEMO.demo],
      });
      const two = await t.inject({
        method: 'GET',
        url: `/pre/cap/${created.nroTramite}/${created.workContext}/PostProcess2`,
        headers: demo,
      });
      expect(two.json()).toEqual({
        nroTramite: created.nroTramite,
        workflow: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS',
        area: 'contrataciones',
        submotivo: 2,
        tarea: 'Recepción del trámite',
        asignadoA: 'Contrataciones',
      });
    });

    it('answer 404 for another instant, another workflow or another provider’s case', async () => {
      const created = (await file(newCase('contrataciones'))).json<NewCaseResponse>();
      const get = (url: string, headers = demo) => t.inject({ method: 'GET', url, headers });
      expectError(
        await get(`/pre/cap/${created.tramiteJbpm}/20260310100001/PostProcess1`),
        404,
        'NOT_FOUND',
      );
      expectError(
        await get(`/pre/cap/${created.tramiteJbpm}/${created.ts}/PostProcess1`, interior),
        404,
        'NOT_FOUND',
      );
      expectError(
        await get(`/pre/cap/${created.nroTramite}/AMB_CAP_LIQUIDACIONES/PostProcess2`),
        404,
        'NOT_FOUND',
      );
      expectError(
        await get(`/pre/cap/${created.nroTramite}/${created.workContext}/PostProcess2`, interior),
        404,
        'NOT_FOUND',
      );
      expectError(
        await get(`/pre/cap/${created.tramiteJbpm}/2026/PostProcess1`),
        400,
        'VALIDATION',
      );
    });
  });

  it('the outbox mail names the case and its reason, nothing about patients', async () => {
    const created = (await file(newCase('autorizaciones'))).json<NewCaseResponse>();
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, DEMO.demo),
          eq(outbox.subject, `Trámite ${created.nroTramite} registrado`),
        ),
      );
    expect(mail?.body).toContain(String(created.nroTramite));
    expect(mail?.body).not.toContain('Juan');
    const files = await t.db
      .select()
      .from(supportCaseFiles)
      .where(eq(supportCaseFiles.providerId, 100001));
    expect(files.length).toBeGreaterThan(0);
  });
});
