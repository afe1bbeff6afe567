import type { ContentItemDetail } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, sessionOf } from '@/testing/factories';
import { errorReply, mockApi, type MockRequest } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const ME = 'GET /pre/consola/v0/yo';
const BASE = '/pre/consola/v0/contenido';
const editor = admin(['content-editor']);
const RUTA = 'informacionutil/copagos';
const site = {
  titulo: 'Copagos',
  fecha: '2026-01-02',
  resumen: 'Valores vigentes.',
  cuerpo: '## Vigentes\n\nLos copagos de siempre.',
};

const detail = (overrides: Partial<ContentItemDetail> = {}): ContentItemDetail => ({
  tipo: 'pagina',
  clave: RUTA,
  enSitio: true,
  sitio: site,
  versiones: [
    {
      numero: 1,
      estado: 'publicada',
      creada: '2026-11-20T12:00:00.000-03:00',
      autor: null,
      publicada: '2026-11-20T12:00:00.000-03:00',
      campos: site,
    },
  ],
  archivos: [],
  ...overrides,
});

function open(path: string, routes = {}) {
  const api = mockApi({ [ME]: { body: editor }, ...routes });
  return { api, ...renderConsole({ path, session: sessionOf(editor) }) };
}

const editorPath = `/contenido?tipo=pagina&clave=${encodeURIComponent(RUTA)}`;

describe('the content section', () => {
  it('is in the menu of a content editor and lists the kind chosen', async () => {
    const { api, user } = open('/contenido', {
      [`GET ${BASE}`]: (request: MockRequest) => ({
        body: {
          elementos:
            request.url.searchParams.get('tipo') === 'pagina'
              ? [{ clave: RUTA, titulo: 'Copagos', enSitio: true, borrador: true }]
              : [
                  {
                    clave: 'consola-2027',
                    titulo: 'Nueva consola',
                    enSitio: false,
                    borrador: true,
                  },
                ],
        },
      }),
    });
    expect(await screen.findByRole('link', { name: 'Contenido' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'Copagos' })).closest('tr')!;
    expect(within(row).getByText('En el sitio')).toBeTruthy();
    expect(within(row).getByText('Borrador sin publicar')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Novedades' }));
    expect(await screen.findByRole('link', { name: 'Nueva consola' })).toBeTruthy();
    expect(api.callsTo(`GET ${BASE}`).at(-1)!.url.searchParams.get('tipo')).toBe('novedad');
  });

  it('previews the Markdown as the page will show it while it is typed, and saves a draft', async () => {
    const { api, user } = open(editorPath, {
      [`GET ${BASE}/elemento`]: { body: detail() },
      [`PUT ${BASE}/borrador`]: (request: MockRequest) => {
        const body = request.body as { campos: typeof site };
        return {
          body: detail({
            versiones: [
              {
                ...detail().versiones[0]!,
                numero: 2,
                estado: 'borrador',
                campos: body.campos,
                autor: 'Clara Contenidos',
                publicada: null,
              },
              ...detail().versiones,
            ],
          }),
        };
      },
    });
    const text = await screen.findByLabelText('Texto (Markdown)');
    const preview = screen.getByRole('region', { name: 'Vista previa' });
    expect(within(preview).getByText('Los copagos de siempre.')).toBeTruthy();

    await user.clear(text);
    await user.type(text, '## Nuevos{enter}{enter}Se **actualizan** <b>ya</b>');
    expect(within(preview).getByRole('heading', { name: 'Nuevos' })).toBeTruthy();
    expect(within(preview).getByText('actualizan').tagName).toBe('STRONG');
    // Markup the editor types is shown as text, as the public page shows it.
    expect(within(preview).getByText(/<b>ya<\/b>/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(
      await screen.findByText('Borrador guardado como versión 2. El sitio no cambió.'),
    ).toBeTruthy();
    expect(api.callsTo(`PUT ${BASE}/borrador`)[0]!.body).toEqual({
      tipo: 'pagina',
      clave: RUTA,
      campos: { ...site, cuerpo: '## Nuevos\n\nSe **actualizan** <b>ya</b>' },
    });
  });

  it("shows a draft's attached image in the preview, read with the editor's session", async () => {
    const id = '3f2a9c1e-7b4d-4e8f-9a6b-0c1d2e3f4a5b';
    const cuerpo = `## Vigentes\n\n![mapa.png](/pre/v1/contenido/archivos/${id})`;
    const { api } = open(editorPath, {
      [`GET ${BASE}/elemento`]: { body: detail({ sitio: { ...site, cuerpo } }) },
      [`GET ${BASE}/archivos/${id}`]: { body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
    });
    const preview = await screen.findByRole('region', { name: 'Vista previa' });
    await within(preview).findByRole('img', { name: 'mapa.png' });
    await expect
      .poll(() => within(preview).getByRole('img', { name: 'mapa.png' }).getAttribute('src'))
      .toMatch(/^blob:/);
    const read = api.callsTo(`GET ${BASE}/archivos/${id}`)[0]!;
    expect(read.headers.get('Authorization')).toMatch(/^Bearer /);
    // The public address of a draft's file answers nothing: the preview never asks it.
    expect(api.callsTo(`GET /pre/v1/contenido/archivos/${id}`)).toEqual([]);
  });

  it('refuses to save a page body without a section title, saying why, and sends nothing', async () => {
    const { api, user } = open(editorPath, { [`GET ${BASE}/elemento`]: { body: detail() } });
    const text = await screen.findByLabelText('Texto (Markdown)');
    await user.clear(text);
    await user.type(text, 'Sin título');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(
      (await screen.findAllByText(/empieza con el título de su primera sección/)).length,
    ).toBeGreaterThan(0);
    expect(api.callsTo(`PUT ${BASE}/borrador`)).toEqual([]);
  });

  it('publishes a version and unpublishes, saying what the site shows', async () => {
    const draft = {
      ...detail().versiones[0]!,
      numero: 2,
      estado: 'borrador' as const,
      publicada: null,
    };
    const { api, user } = open(editorPath, {
      [`GET ${BASE}/elemento`]: { body: detail({ versiones: [draft, ...detail().versiones] }) },
      [`POST ${BASE}/publicar`]: {
        body: detail({
          versiones: [
            { ...draft, estado: 'publicada', publicada: '2026-11-21T12:00:00.000-03:00' },
            { ...detail().versiones[0]!, estado: 'anterior' },
          ],
        }),
      },
      [`POST ${BASE}/retirar`]: errorReply(
        409,
        'Una página del sitio no se puede retirar.',
        'CONFLICT',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Publicar la versión 2' }));
    expect(await screen.findByText('Versión 2 publicada: el sitio ya la muestra.')).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/publicar`)[0]!.body).toEqual({
      tipo: 'pagina',
      clave: RUTA,
      numero: 2,
    });
    expect(screen.getByText('Publicada antes')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retirar del sitio' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Una página del sitio no se puede retirar.',
    );
  });

  it('starts a new news item as an empty draft under the key given', async () => {
    const { api, user } = open('/contenido?tipo=novedad', {
      [`GET ${BASE}`]: { body: { elementos: [] } },
      [`GET ${BASE}/elemento`]: errorReply(404, 'No existe ese contenido.', 'NOT_FOUND'),
      [`PUT ${BASE}/borrador`]: (request: MockRequest) => ({
        body: detail({
          tipo: 'novedad',
          clave: 'consola-2027',
          enSitio: false,
          sitio: null,
          versiones: [
            {
              numero: 1,
              estado: 'borrador',
              creada: '2026-11-21T12:00:00.000-03:00',
              autor: 'Clara Contenidos',
              publicada: null,
              campos: (request.body as { campos: Record<string, string> }).campos,
            },
          ],
        }),
      }),
    });
    await user.type(
      await screen.findByLabelText('Clave de la novedad nueva (minúsculas, números y guiones)'),
      'consola-2027',
    );
    await user.click(screen.getByRole('button', { name: 'Crear borrador' }));
    await user.type(await screen.findByLabelText('Título'), 'Nueva consola');
    await user.type(screen.getByLabelText('Fecha de la novedad'), '2026-05-01');
    await user.type(screen.getByLabelText('Texto (Markdown, párrafos)'), 'Un párrafo.');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(
      await screen.findByText('Borrador guardado como versión 1. El sitio no cambió.'),
    ).toBeTruthy();
    expect(api.callsTo(`PUT ${BASE}/borrador`)[0]!.body).toEqual({
      tipo: 'novedad',
      clave: 'consola-2027',
      campos: { titulo: 'Nueva consola', fecha: '2026-05-01', cuerpo: 'Un párrafo.' },
    });
  });
});
