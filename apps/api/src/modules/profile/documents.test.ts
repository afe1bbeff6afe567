import { describe, expect, it } from 'vitest';
import type { ProfileDocument, RequestResponse } from '@portal/contracts';
import { afterAll, beforeAll } from 'vitest';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import { refusedWithoutChange } from '../../../test/refused-without-change.ts';
import { EXE, PDF, PNG, pdfOfSize, rudiFile } from '../../../test/support-cases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const DOCS = '/pre/v1/adp/500001/documentacion';

/** A college's documentation (spec §6: the section only type C has). */
describe('Mis datos: documentation', () => {
  let t: TestApp;
  let colegio: Record<string, string>;
  let demo: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    colegio = (await t.login(DEMO.colegio)).headers;
    demo = (await t.login(DEMO.demo)).headers;
  });
  afterAll(() => t.close());

  const documents = async () =>
    (await t.inject({ method: 'GET', url: DOCS, headers: colegio })).json<{
      documentos: ProfileDocument[];
    }>().documentos;
  const upload = (tipo: string, payload: object, headers = colegio) =>
    t.inject({ method: 'POST', url: `${DOCS}/${tipo}`, headers, payload });

  it('colegio@ has every section, and its circle with the associated tax id', async () => {
    const profile = await t.inject({
      method: 'GET',
      url: '/pre/v1/usuarios/solicitar_datos_prestador/500001',
      headers: colegio,
    });
    expect(profile.json()).toMatchObject({
      secciones: ['datos-personales', 'documentacion', 'domicilios'],
      circulos: [{ id: 1, descripcion: 'Círculo Médico de Rosario' }],
    });
    expect(profile.json<{ circulos: { cuit: string }[] }>().circulos[0]!.cuit).toMatch(
      /^3066000001\d$/,
    );
  });

  it('colegio@ sees every required document with its expiry, the expired one flagged', async () => {
    const list = await documents();
    expect(list.map((doc) => [doc.tipo, doc.estadoDesc])).toEqual([
      ['matricula', 'Vigente'],
      ['seguro-mala-praxis', 'Vencido'],
      ['constancia-afip', 'Vigente'],
      ['ingresos-brutos', 'Vigente'],
    ]);
    expect(list[1]!.vencimiento).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const file = await t.inject({
      method: 'GET',
      url: `${DOCS}/seguro-mala-praxis/archivo`,
      headers: colegio,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a new version opens a case with the file attached, and the document shows the pending change', async () => {
    const response = await upload('seguro-mala-praxis', {
      vencimiento: '20270310',
      rudiFiles: [rudiFile('poliza 2026.pdf', PDF)],
    });
    expect(response.statusCode).toBe(201);
    const { pendiente } = response.json<RequestResponse>();
    expect(pendiente.cambios[0]).toMatchObject({
      campo: 'Seguro de mala praxis',
      despues: 'poliza 2026.pdf, vence 10/03/2027',
    });
    const detail = await t.inject({
      method: 'GET',
      url: `/pre/v2/cap/${pendiente.nroTramite}/DetalleTramite`,
      headers: colegio,
    });
    expect(JSON.stringify(detail.json())).toContain('poliza 2026.pdf');
    const insurance = (await documents())[1]!;
    expect(insurance).toMatchObject({
      estadoDesc: 'Vencido',
      pendiente: { nroTramite: pendiente.nroTramite },
    });
  });

  it('refuses an expiry already past, a file that is no PDF or picture, a lying file and two files; nothing is written', async () => {
    await refusedWithoutChange(
      t,
      {
        method: 'POST',
        url: `${DOCS}/matricula`,
        headers: colegio,
        payload: { vencimiento: '20260310', rudiFiles: [rudiFile('m.pdf', PDF)] },
      },
      400,
      'EXPIRY_IN_PAST',
    );
    await refusedWithoutChange(
      t,
      {
        method: 'POST',
        url: `${DOCS}/matricula`,
        headers: colegio,
        payload: { vencimiento: '20270310', rudiFiles: [rudiFile('m.exe', EXE)] },
      },
      400,
      'FILE_TYPE_NOT_ALLOWED',
    );
    // Files the support centre takes but a document does not: refused with the list the upload shows.
    for (const [fileName, bytes] of [
      ['m.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
      ['m.txt', Buffer.from('matrícula a mano\n')],
    ] as const) {
      const refused = await refusedWithoutChange(
        t,
        {
          method: 'POST',
          url: `${DOCS}/matricula`,
          headers: colegio,
          payload: { vencimiento: '20270310', rudiFiles: [rudiFile(fileName, bytes)] },
        },
        400,
        'DOCUMENT_TYPE',
      );
      expect(refused.json<{ message: string }>().message).toBe(
        'El documento debe ser un archivo PDF, JPG o PNG.',
      );
    }
    await refusedWithoutChange(
      t,
      {
        method: 'POST',
        url: `${DOCS}/matricula`,
        headers: colegio,
        payload: { vencimiento: '20270310', rudiFiles: [rudiFile('m.pdf', PNG)] },
      },
      400,
      'FILE_CONTENT_MISMATCH',
    );
    await refusedWithoutChange(
      t,
      {
        method: 'POST',
        url: `${DOCS}/matricula`,
        headers: colegio,
        payload: {
          vencimiento: '20270310',
          rudiFiles: [rudiFile('a.pdf', PDF), rudiFile('b.pdf', PDF)],
        },
      },
      400,
      'VALIDATION',
    );
  });

  it('a 30 MB document gets a clear 413 in Spanish and nothing is written', async () => {
    const response = await refusedWithoutChange(
      t,
      {
        method: 'POST',
        url: `${DOCS}/matricula`,
        headers: colegio,
        payload: {
          vencimiento: '20270310',
          rudiFiles: [rudiFile('enorme.pdf', pdfOfSize(30 * 1024 * 1024))],
        },
      },
      413,
      'BODY_TOO_LARGE',
    );
    expect(response.json().message).toBe(TEXT.bodyTooLarge);
  });

  it('a provider of type P calling the documentation calls gets the permission refusal', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/pre/v1/adp/100001/documentacion' },
      { method: 'GET' as const, url: '/pre/v1/adp/100001/documentacion/matricula/archivo' },
      {
        method: 'POST' as const,
        url: '/pre/v1/adp/100001/documentacion/matricula',
        payload: { vencimiento: '20270310', rudiFiles: [rudiFile('m.pdf', PDF)] },
      },
    ]) {
      expectError(
        await t.inject({ ...request, headers: demo }),
        403,
        'FORBIDDEN',
        TEXT.noPermission,
      );
    }
    // The college's documents under demo@'s session are not found.
    expectError(await t.inject({ method: 'GET', url: DOCS, headers: demo }), 404, 'NOT_FOUND');
  });
});
