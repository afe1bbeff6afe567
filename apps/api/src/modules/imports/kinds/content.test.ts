import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  BranchesResponse,
  ContentPageResponse,
  ImportJob,
  MagazineResponse,
  PracticeGuidesResponse,
} from '@portal/contracts';
import { exampleFile } from '../../../../test/imports.ts';
import { demoKey, endedJob, upload } from '../../../../test/imports-door.ts';
import { DEMO } from '../../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { contentState } from './content-test-kit.ts';

const SITE = '/pre/v1/contenido';
const GUIDES = '/pre/v1/informacion-util/practicas';

/**
 * The content file through the HTTP door, with the real engine, in the same app that answers
 * the public site: its cached answers must show an import on the very next request.
 */
describe('importing public content and practice guides', () => {
  let t: TestApp;
  let demo: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    demo = (await t.login(DEMO.demo)).headers;
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const answer = await t.inject({ method: 'GET', url, headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<T>();
  };
  const branchNames = async () =>
    (await get<BranchesResponse>(`${SITE}/sucursales`)).sucursales.map((branch) => branch.nombre);
  const issues = async () =>
    (await get<MagazineResponse>(`${SITE}/revista`)).numeros.map((issue) => issue.numero);
  const page = (ruta: string) =>
    get<ContentPageResponse>(`${SITE}/pagina?ruta=${encodeURIComponent(ruta)}`);
  const guides = (texto: string) =>
    get<PracticeGuidesResponse>(`${GUIDES}?texto=${encodeURIComponent(texto)}`, demo);
  /** The cache was told: never without the bus (the test clock stands still, nothing expires). */
  const heard = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2_000, interval: 20 });
  const push = async (body: string, query = '', contentType = 'text/csv') => {
    const answer = await upload(
      t,
      'content',
      body,
      { ...demoKey, 'content-type': contentType },
      query,
    );
    expect(answer.statusCode, answer.body).toBe(202);
    return endedJob(t, answer.json<ImportJob>().id);
  };

  it('the example: the public calls, already cached, show it on the next request', async () => {
    // Read first, so each answer sits in the process's cache when the import lands.
    expect(await branchNames()).not.toContain('Sucursal Pilar');
    expect(await issues()).not.toContain(120);
    expect((await page('informacionutil/novedades')).secciones[0]?.titulo).not.toBe(
      'Facturación electrónica desde abril',
    );
    expect((await guides('cefalea guardia')).total).toBe(0);

    const job = await push(exampleFile('content.csv').toString('utf8'));
    expect(job.status, JSON.stringify(job.report)).toBe('done');
    expect(job.report).toMatchObject({ kind: 'content', read: 6, applied: true, refused: 0 });
    expect(job.report).toMatchObject({ new: 4, changed: 2, unchanged: 0, retired: 0 });

    // On PostgreSQL the bus is NOTIFY: this process hears its own import a moment after the job ends.
    await heard(async () => expect(await branchNames()).toContain('Sucursal Pilar'));
    const branches = (await get<BranchesResponse>(`${SITE}/sucursales`)).sucursales;
    expect(branches.find((branch) => branch.id === 2)?.horarios).toEqual([
      { dias: 'Lunes a viernes', horario: '8:00 a 18:00' },
      { dias: 'Sábados', horario: '9:00 a 13:00' },
    ]);
    expect((await issues())[0]).toBe(120);
    const news = await page('informacionutil/novedades');
    expect(news.secciones[0]).toEqual({
      titulo: 'Facturación electrónica desde abril',
      parrafos: [
        'Desde el 1 de abril las facturas se presentan sólo en formato electrónico, desde Consulta de facturas.',
        'Las presentaciones en papel recibidas hasta el 31 de marzo se liquidan como siempre.',
      ],
    });
    const joining = await page('informacionutil/ser-prestador');
    expect(joining.actualizada).toBe('02/03/2026');
    expect(joining.secciones.map((section) => section.titulo)).toEqual([
      'Requisitos',
      'Pasos para sumarte',
    ]);
    expect(joining.secciones[1]?.parrafos).toEqual([
      'Completá la solicitud de adhesión con tus datos y especialidades. Un referente de red se comunicará en diez días hábiles.',
    ]);
    const found = await guides('cefalea guardia');
    expect(found.guias).toEqual([expect.objectContaining({ id: 91, especialidad: 'Neurología' })]);
    expect(found.especialidades).toContain('Neurología');
    // The issue's own PDF is the insurer's: the portal's link leads there.
    const pdf = await t.inject({ method: 'GET', url: `${SITE}/revista/120/pdf` });
    expect(pdf.statusCode).toBe(302);
    expect(pdf.headers.location).toBe('https://www.obrasocial.example/revista/120.pdf');
  });

  it('the same file again, and the same rows as NDJSON: 0 changed, nothing written', async () => {
    const before = await contentState(t.db);
    const again = await push(exampleFile('content.csv').toString('utf8'));
    expect(again.report).toMatchObject({ new: 0, changed: 0, unchanged: 6, retired: 0 });
    const ndjson = await push(
      exampleFile('content.ndjson').toString('utf8'),
      '',
      'application/x-ndjson',
    );
    expect(ndjson.status, JSON.stringify(ndjson.report)).toBe('done');
    expect(ndjson.report).toMatchObject({ read: 6, new: 0, changed: 0, unchanged: 6 });
    expect(await contentState(t.db)).toEqual(before);
  });

  it('a dry run reports and applies nothing', async () => {
    const before = await contentState(t.db);
    const file = [
      'tipo;clave;titulo;fecha;resumen;cuerpo;direccion;localidad;provincia;telefono;horarios;especialidad;enlace',
      'sucursal;17;Sucursal Tigre;;;;Av. Cazón 900;Tigre;Buenos Aires;(011) 4749-0000;Lunes a viernes: 8:00 a 16:00;;',
    ].join('\n');
    const job = await push(file, '?dryRun=true');
    expect(job).toMatchObject({ status: 'done', report: { applied: false, dryRun: true, new: 1 } });
    expect(await contentState(t.db)).toEqual(before);
    expect(await branchNames()).not.toContain('Sucursal Tigre');
  });

  it('--full withdraws what the file lacks of the types it carries; the public calls stop showing it', async () => {
    const file = [
      'tipo;clave;titulo;fecha;resumen;cuerpo;direccion;localidad;provincia;telefono;horarios;especialidad;enlace',
      'sucursal;16;Sucursal Pilar;;;;Av. Tratado del Pilar 350;Pilar;Buenos Aires;(0230) 443-1200;Lunes a viernes: 8:00 a 16:00;;',
      'novedad;facturacion-electronica-2026;Facturación electrónica desde abril;2026-03-01;;Sólo en formato electrónico.;;;;;;;',
    ].join('\n');
    const issuesBefore = await issues();
    const published = (await branchNames()).length;
    const job = await push(file, '?full=true');
    expect(job.status, JSON.stringify(job.report)).toBe('done');
    // Every branch but Pilar; issues and guides are not in the file, so they stay.
    expect(job.report).toMatchObject({ applied: true, full: true, changed: 1 });
    expect(job.report?.retired).toBe(published - 1);
    await heard(async () => expect(await branchNames()).toEqual(['Sucursal Pilar']));
    expect(await issues()).toEqual(issuesBefore);
    expect((await guides('cefalea guardia')).total).toBe(1);
    const news = await page('informacionutil/novedades');
    expect(news.secciones[0]?.parrafos).toEqual(['Sólo en formato electrónico.']);
    expect(news.secciones.length).toBeGreaterThan(1);

    // A withdrawn row a later file lists again is published again: Belgrano, and the news' text.
    const back = await push(exampleFile('content.csv').toString('utf8'));
    expect(back.report).toMatchObject({ changed: 2, retired: 0 });
    await heard(async () => expect(await branchNames()).toContain('Sucursal Belgrano'));
  });

  it('--full of guides withdraws the guides the file lacks from the list, the search and the PDF', async () => {
    const file = [
      'tipo;clave;titulo;fecha;resumen;cuerpo;direccion;localidad;provincia;telefono;horarios;especialidad;enlace',
      'guia;91;Cefalea en la consulta de guardia;2026-02-20;Adultos que consultan por cefalea en la guardia o en el consultorio.;"- Buscar signos de alarma antes de indicar estudios por imágenes.\n- Registrar la intensidad, la duración y la respuesta al tratamiento.\n- Derivar a Neurología las cefaleas con signos de alarma o sin respuesta.";;;;;;Neurología;',
    ].join('\n');
    const job = await push(file, '?full=true');
    expect(job.report).toMatchObject({ unchanged: 1, retired: 90 });
    const all = await get<PracticeGuidesResponse>(GUIDES, demo);
    expect(all).toMatchObject({ total: 1, especialidades: ['Neurología'] });
    const pdf = await t.inject({ method: 'GET', url: `${GUIDES}/1/pdf`, headers: demo });
    expect(pdf.statusCode).toBe(404);
    expect(await branchNames()).toContain('Sucursal Belgrano');
  });
});
