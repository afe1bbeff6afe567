import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_EDITOR_MESSAGES } from '@portal/domain/content';
import type { StaffAuditAction } from '@portal/domain/staff';
import { contentVersions } from '../../../db/schema/content.ts';
import { staffAudit } from '../../../db/schema/staff.ts';
import { expectError } from '../../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { demoStaff, openStaffSession } from '../../../../test/staff.ts';

const BASE = '/pre/consola/v0/contenido';
const PAGE = { tipo: 'pagina', clave: 'informacionutil/copagos' } as const;

interface Version {
  numero: number;
  estado: string;
  autor: string | null;
  campos: Record<string, string>;
}
interface Detail {
  enSitio: boolean;
  sitio: Record<string, string> | null;
  versiones: Version[];
}

describe("the console's content editor (docs/decisions/0062)", () => {
  let t: TestApp;
  let editor: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    editor = (await openStaffSession(t, demoStaff('content-editor').email)).headers;
  });
  afterAll(() => t.close());

  const send = (method: 'PUT' | 'POST', path: string, payload: object) =>
    t.inject({ method, url: `${BASE}${path}`, headers: editor, payload });
  const item = async (tipo: string, clave: string) => {
    const query = new URLSearchParams({ tipo, clave });
    const response = await t.inject({
      url: `${BASE}/elemento?${query.toString()}`,
      headers: editor,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Detail>();
  };
  const publicPage = async (ruta: string) => {
    const response = await t.inject({ url: `/pre/v1/contenido/pagina?ruta=${ruta}` });
    return response.json<{
      actualizada: string;
      secciones: { titulo: string; parrafos: string[] }[];
    }>();
  };
  const publicNews = async () =>
    (await publicPage('informacionutil/novedades')).secciones.map((section) => section.titulo);
  const auditOf = async (action: StaffAuditAction) =>
    (await t.db.select({ n: count() }).from(staffAudit).where(eq(staffAudit.action, action)))[0]!.n;

  const cuerpo = '## Copagos 2027\n\nDesde enero los copagos se **actualizan** cada trimestre.';

  it('keeps a draft off the site, publishes it at once (the warm cache told) and unpublishes back', async () => {
    const before = await publicPage(PAGE.clave);
    const { sitio } = await item(PAGE.tipo, PAGE.clave);

    const saved = await send('PUT', '/borrador', { ...PAGE, campos: { ...sitio, cuerpo } });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json<Detail>();
    // The text the site showed before the first edit is version 1, by nobody.
    expect(draft.versiones.map((v) => [v.numero, v.estado, v.autor])).toEqual([
      [2, 'borrador', 'Clara Contenidos'],
      [1, 'publicada', null],
    ]);
    expect(await publicPage(PAGE.clave)).toEqual(before);

    const published = await send('POST', '/publicar', { ...PAGE, numero: 2 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<Detail>().versiones.map((v) => v.estado)).toEqual([
      'publicada',
      'anterior',
    ]);
    const after = await publicPage(PAGE.clave);
    expect(after.secciones).toEqual([
      {
        titulo: 'Copagos 2027',
        parrafos: ['Desde enero los copagos se **actualizan** cada trimestre.'],
      },
    ]);
    const today = new Intl.DateTimeFormat('es-AR', {
      timeZone: 'America/Argentina/Buenos_Aires',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(t.clock.now());
    expect(after.actualizada).toBe(today);

    const back = await send('POST', '/retirar', PAGE);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<Detail>().versiones.map((v) => v.estado)).toEqual(['retirada', 'publicada']);
    expect(await publicPage(PAGE.clave)).toEqual(before);

    // Nothing published before version 1: a page is never left empty.
    expectError(
      await send('POST', '/retirar', PAGE),
      409,
      'CONFLICT',
      CONTENT_EDITOR_MESSAGES.pageStays,
    );
    expect(await auditOf('content.published')).toBe(1);
    expect(await auditOf('content.unpublished')).toBe(1);
  });

  it('restores an old version as a new draft, leaving the site alone', async () => {
    const before = await publicPage(PAGE.clave);
    const restored = await send('POST', '/restaurar', { ...PAGE, numero: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    const [newest] = restored.json<Detail>().versiones;
    expect(newest).toMatchObject({ numero: 3, estado: 'borrador' });
    expect(newest!.campos.cuerpo).toBe(cuerpo);
    expect(await publicPage(PAGE.clave)).toEqual(before);
    expect(await auditOf('content.restored')).toBe(1);
    expectError(await send('POST', '/restaurar', { ...PAGE, numero: 99 }), 404, 'NOT_FOUND');
  });

  it('refuses a draft the content file would refuse, in Spanish, and saves nothing', async () => {
    const versions = () =>
      t.db
        .select({ n: count() })
        .from(contentVersions)
        .where(and(eq(contentVersions.tipo, 'pagina'), eq(contentVersions.clave, PAGE.clave)));
    const [{ n: kept }] = (await versions()) as [{ n: number }];
    const response = await send('PUT', '/borrador', {
      ...PAGE,
      campos: {
        titulo: 'Copagos',
        fecha: '2026-01-01',
        resumen: 'R',
        cuerpo: 'Texto sin título de sección',
      },
    });
    expectError(response, 400, 'VALIDATION', /empieza con el título de su primera sección/);
    expect((await versions())[0]!.n).toBe(kept);
  });

  it('publishes a new news item and takes it off the site again', async () => {
    const news = { tipo: 'novedad', clave: 'consola-2027' };
    const campos = { titulo: 'Nueva consola', fecha: '2026-05-01', cuerpo: 'Un párrafo.' };
    expect((await send('PUT', '/borrador', { ...news, campos })).statusCode).toBe(200);
    expect(await publicNews()).not.toContain('Nueva consola');
    expect((await send('POST', '/publicar', { ...news, numero: 1 })).statusCode).toBe(200);
    expect(await publicNews()).toContain('Nueva consola');
    const gone = await send('POST', '/retirar', news);
    expect(gone.json<Detail>().enSitio).toBe(false);
    expect(await publicNews()).not.toContain('Nueva consola');
  });

  it('attaches an image checked like the portal’s uploads, public only once a published text links it', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const file = (fileName: string, bytes: Buffer) => ({
      ...PAGE,
      archivo: {
        fileName,
        base64Content: bytes.toString('base64'),
        sizeInBytes: String(bytes.length),
      },
    });
    const attached = await send('POST', '/archivos', file('mapa.png', png));
    expect(attached.statusCode, attached.body).toBe(201);
    const { id, url } = attached.json<{ id: string; url: string }>();
    // A draft's file: unknown at its public address, the editors' preview reads it.
    expectError(await t.inject({ url }), 404, 'NOT_FOUND');
    const preview = await t.inject({ url: `${BASE}/archivos/${id}`, headers: editor });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.rawPayload.equals(png)).toBe(true);
    expect((await t.inject({ url: `${BASE}/archivos/${id}` })).statusCode).toBe(401);

    const { sitio } = await item(PAGE.tipo, PAGE.clave);
    const linked = `${cuerpo}\n\n![mapa.png](${url})`;
    const saved = await send('PUT', '/borrador', { ...PAGE, campos: { ...sitio, cuerpo: linked } });
    const numero = saved.json<Detail>().versiones[0]!.numero;
    // Linked from a draft only: still the editors'.
    expect((await t.inject({ url })).statusCode).toBe(404);
    expect((await send('POST', '/publicar', { ...PAGE, numero })).statusCode).toBe(200);
    const served = await t.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    expectError(
      await send('POST', '/archivos', file('planilla.xlsx', png)),
      400,
      'FILE_TYPE_NOT_ALLOWED',
      CONTENT_EDITOR_MESSAGES.fileKinds,
    );
    expectError(
      await send('POST', '/archivos', file('foto.pdf', png)),
      400,
      'FILE_CONTENT_MISMATCH',
    );
    expect(await auditOf('content.file-attached')).toBe(1);
    expect((await item(PAGE.tipo, PAGE.clave)).versiones.length).toBeGreaterThan(0);
  });
});
