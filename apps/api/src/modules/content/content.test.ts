import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BranchesResponse,
  ContactPhonesResponse,
  ContentPageResponse,
  MagazineResponse,
  MedicalCentresResponse,
  PreventionProgrammeResponse,
  PreventionProgrammesResponse,
} from '@portal/contracts';
import { CONTENT_PAGES, MEDICAL_CENTRE_KINDS, PREVENTION_PROGRAMMES } from '@portal/domain/content';
import { contentPages } from '../../db/schema/content.ts';
import { expectError } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = '/pre/v1/contenido';

describe('the public site’s content (no session)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers });

  it('every page of the table has its texts in the database, with at least one section', async () => {
    for (const page of CONTENT_PAGES) {
      const response = await get(`${BASE}/pagina?ruta=${encodeURIComponent(page.path)}`);
      expect(response.statusCode, page.path).toBe(200);
      const body = response.json<ContentPageResponse>();
      expect(body.titulo).toBe(page.title);
      expect(body.secciones.length, page.path).toBeGreaterThan(0);
      expect(body.actualizada).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
  });

  it('an unknown page answers 404 and a malformed path 400, in Spanish', async () => {
    const unknown = await get(`${BASE}/pagina?ruta=informacionutil/datos-impositivos`);
    expectError(unknown, 404, 'NOT_FOUND', 'La página pedida no existe.');
    // A refusal is no content to keep: it stays under the API's no-store.
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(unknown.headers.etag).toBeUndefined();
    const bad = await get(`${BASE}/pagina?ruta=${encodeURIComponent('../etc/passwd')}`);
    expectError(bad, 400, 'VALIDATION', /La dirección de la página no es válida\./);
  });

  it('answers are public and cacheable: Cache-Control, an ETag, and 304 when the browser holds it', async () => {
    const first = await get(`${BASE}/pagina?ruta=informacionutil/nosotros`);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`${BASE}/pagina?ruta=informacionutil/nosotros`, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(`${BASE}/pagina?ruta=informacionutil/nosotros`, {
      'if-none-match': '"otra"',
    });
    expect(other.statusCode).toBe(200);
  });

  it('an edited page shows once the minute of cache has passed, with a new ETag', async () => {
    const url = `${BASE}/pagina?ruta=informacionutil/copagos`;
    const before = await get(url);
    await t.db
      .update(contentPages)
      .set({ resumen: 'Valores actualizados.' })
      .where(eq(contentPages.ruta, 'informacionutil/copagos'));
    expect((await get(url)).json<ContentPageResponse>().resumen).not.toBe('Valores actualizados.');
    t.clock.advance(61_000);
    const after = await get(url);
    expect(after.json<ContentPageResponse>().resumen).toBe('Valores actualizados.');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('lists the branches with address and hours, searched by words of their place in any case and accents', async () => {
    const { sucursales } = (await get(`${BASE}/sucursales`)).json<BranchesResponse>();
    expect(sucursales.length).toBeGreaterThanOrEqual(10);
    expect(sucursales.every((branch) => branch.horarios.length > 0)).toBe(true);
    const cordoba = (await get(`${BASE}/sucursales?texto=CORDOBA`)).json<BranchesResponse>();
    // Córdoba is the city's branch and a street in Rosario: both answer.
    expect(cordoba.sucursales.map((branch) => branch.nombre)).toEqual([
      'Sucursal Córdoba',
      'Sucursal Rosario',
    ]);
    expect(cordoba.sucursales[0]).toMatchObject({
      direccion: 'Av. Colón 540',
      horarios: [{ dias: 'Lunes a viernes', horario: '8:00 a 16:00' }],
    });
    const none = (await get(`${BASE}/sucursales?texto=Ushuaia`)).json<BranchesResponse>();
    expect(none.sucursales).toEqual([]);
  });

  it('lists the medical centres of each kind with address, phone and hours; another kind is refused', async () => {
    for (const tipo of MEDICAL_CENTRE_KINDS) {
      const { centros } = (
        await get(`${BASE}/centros-medicos?tipo=${tipo}`)
      ).json<MedicalCentresResponse>();
      expect(centros.length, tipo).toBeGreaterThanOrEqual(3);
      for (const centre of centros) {
        expect(centre.tipo).toBe(tipo);
        expect(centre.telefono).not.toBe('');
        expect(centre.horarios.length).toBeGreaterThan(0);
      }
    }
    expectError(await get(`${BASE}/centros-medicos?tipo=hospital`), 400, 'VALIDATION');
  });

  it('holds the ten prevention programmes, each with objectives, activities and contacts', async () => {
    const { programas } = (await get(`${BASE}/prevencion`)).json<PreventionProgrammesResponse>();
    expect(programas.map((programme) => programme.programa)).toEqual(PREVENTION_PROGRAMMES);
    const heart = (
      await get(`${BASE}/prevencion/insuficiencia_cardiaca`)
    ).json<PreventionProgrammeResponse>();
    expect(heart.titulo).toBe('Insuficiencia cardíaca');
    expect(heart.objetivos.length).toBeGreaterThan(0);
    expect(heart.actividades.length).toBeGreaterThan(0);
    expect(heart.contactos[0]!.telefono).toMatch(/^0800-/);
    expectError(
      await get(`${BASE}/prevencion/no-existe`),
      404,
      'NOT_FOUND',
      'El programa de prevención pedido no existe.',
    );
  });

  it('feeds the magazine newest first, dated dd/mm/yyyy', async () => {
    const { numeros } = (await get(`${BASE}/revista`)).json<MagazineResponse>();
    expect(numeros.length).toBe(12);
    expect(numeros[0]!.numero).toBeGreaterThan(numeros[1]!.numero);
    expect(numeros[0]!.publicada).toBe('05/01/2026');
    expect(numeros[0]!.notas.length).toBeGreaterThan(0);
  });

  it('serves an issue of the magazine as a real PDF with its title and notes; another number is 404', async () => {
    const response = await get(`${BASE}/revista/112/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="revista-112.pdf"');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Revista para prestadores');
    expect(text).toContain('Telemedicina en la red');
    expect(text).toContain('Registro de la consulta');
    expectError(
      await get(`${BASE}/revista/99/pdf`),
      404,
      'NOT_FOUND',
      'El número de la revista pedido no existe.',
    );
  });

  it('lists the contact phones, the fraud reporting line among them', async () => {
    const { telefonos } = (await get(`${BASE}/telefonos`)).json<ContactPhonesResponse>();
    expect(telefonos.find((phone) => phone.grupo === 'fraude')).toMatchObject({
      descripcion: 'Línea de denuncias de fraude',
      numero: '0800-555-3728',
    });
    expect(new Set(telefonos.map((phone) => phone.grupo))).toEqual(
      new Set(['prestadores', 'afiliados', 'urgencias', 'fraude']),
    );
  });
});
