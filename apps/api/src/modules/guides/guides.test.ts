import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type {
  AuthorizationDocumentsResponse,
  PracticeGuidesResponse,
  PresentationFormDto,
} from '@portal/contracts';
import { PRESENTATION_FORMS } from '@portal/domain/guides';
import { requiredDocumentsByGroup } from '@portal/domain/authorizations';
import { expectError } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf.ts';
import { demoProviderApp } from '../../../test/test-app.ts';

const BASE = '/pre/v1/informacion-util';

describe('informacionutil reference pages (guides)', () => {
  const ctx = demoProviderApp();
  const get = (url: string) => ctx.t.inject({ method: 'GET', url, headers: ctx.demo });

  it('lists the presentation forms and serves a spreadsheet whose header row is the form’s columns', async () => {
    const { planillas } = (await get(`${BASE}/planillas`)).json<{
      planillas: PresentationFormDto[];
    }>();
    expect(planillas.map((form) => form.formato)).toContain('xlsx');
    expect(planillas.map((form) => form.formato)).toContain('pdf');
    const response = await get(`${BASE}/planillas/prestaciones-ambulatorias`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="prestaciones-ambulatorias.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Planilla de prestaciones ambulatorias');
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(header).toEqual(
      PRESENTATION_FORMS[0]!.formato === 'xlsx' ? PRESENTATION_FORMS[0]!.columnas : [],
    );
  });

  it('serves a printed form as a real PDF with its blanks', async () => {
    const response = await get(`${BASE}/planillas/datos-bancarios`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Declaración jurada de datos bancarios');
    expect(text).toContain('CBU');
    expectError(
      await get(`${BASE}/planillas/no-existe`),
      404,
      'NOT_FOUND',
      'La planilla pedida no existe.',
    );
  });

  it('shows the documents each request asks for: the very list of the authorization forms', async () => {
    const answer = (
      await get(`${BASE}/documentacion-autorizaciones`)
    ).json<AuthorizationDocumentsResponse>();
    expect(answer.grupos).toEqual(requiredDocumentsByGroup());
    const disability = answer.grupos.find((group) => group.codigo === '9')!;
    expect(disability.tramites[0]!.documentos).toContain(
      'Certificado Único de Discapacidad (CUD) vigente',
    );
  });

  it('holds 90 guides, searched by title words in any case and accents, by specialty, paged', async () => {
    const all = (await get(`${BASE}/practicas`)).json<PracticeGuidesResponse>();
    expect(all.total).toBe(90);
    expect(all.guias).toHaveLength(10);
    expect(all.especialidades).toHaveLength(18);

    const diabetes = (await get(`${BASE}/practicas?texto=DIABÉTES`)).json<PracticeGuidesResponse>();
    expect(diabetes.guias.map((guide) => guide.titulo).sort()).toEqual([
      'Diabetes gestacional',
      'Diabetes tipo 2: diagnóstico y control',
      'Plan alimentario en la diabetes',
    ]);
    const inEndocrinology = (
      await get(`${BASE}/practicas?texto=diabetes%20control&especialidad=Endocrinolog%C3%ADa`)
    ).json<PracticeGuidesResponse>();
    expect(inEndocrinology.guias).toMatchObject([
      {
        titulo: 'Diabetes tipo 2: diagnóstico y control',
        especialidad: 'Endocrinología',
        actualizada: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
      },
    ]);
    const page9 = (await get(`${BASE}/practicas?pagina=9`)).json<PracticeGuidesResponse>();
    expect(page9.guias).toHaveLength(10);
    expect((await get(`${BASE}/practicas?texto=zzz`)).json<PracticeGuidesResponse>().total).toBe(0);
    expectError(await get(`${BASE}/practicas?cantidad=500`), 400, 'VALIDATION');
  });

  it('generates a guide’s PDF on request, with its title, specialty and recommendations', async () => {
    const [guide] = (
      await get(`${BASE}/practicas?texto=hipertension`)
    ).json<PracticeGuidesResponse>().guias;
    const response = await get(`${BASE}/practicas/${guide!.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${guide!.archivo}"`,
    );
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Hipertensión arterial en adultos');
    expect(text).toContain('Clínica médica');
    expect(text).toContain('Recomendaciones');
    expectError(await get(`${BASE}/practicas/9999/pdf`), 404, 'NOT_FOUND');
  });
});
