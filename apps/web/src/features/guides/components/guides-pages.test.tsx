import { screen, waitFor, within } from '@testing-library/react';
import type { PracticeGuidesResponse } from '@portal/contracts';
import { requiredDocumentsByGroup } from '@portal/domain/authorizations';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const BASE = '/pre/v1/informacion-util';
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

function guidesReply(overrides: Partial<PracticeGuidesResponse> = {}): PracticeGuidesResponse {
  return {
    pagina: 1,
    cantidad: 10,
    total: 1,
    guias: [
      {
        id: 56,
        titulo: 'Diabetes tipo 2: diagnóstico y control',
        especialidad: 'Endocrinología',
        actualizada: '20/10/2025',
        archivo: 'guia-56-diabetes-tipo-2-diagnostico-y-control.pdf',
      },
    ],
    especialidades: ['Cardiología', 'Endocrinología'],
    ...overrides,
  };
}

describe('informacionutil reference pages', () => {
  it('practicas: searches by title and specialty and offers the guide’s PDF', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('practicas', {
      [`GET ${BASE}/practicas`]: (request) =>
        request.url.searchParams.get('texto') === 'diabetes'
          ? { body: guidesReply() }
          : { body: guidesReply({ total: 0, guias: [] }) },
      [`GET ${BASE}/practicas/56/pdf`]: { body: PDF },
    });
    const { user } = renderApp({ path: '/informacionutil/practicas' });
    expect(await screen.findByText('No se encontraron guías con esos datos.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'diabetes');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Especialidad' }),
      'Endocrinología',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const list = await screen.findByRole('list', { name: 'Guías' });
    expect(within(list).getByText('Endocrinología · Revisada el 20/10/2025')).toBeTruthy();
    const searched = api.callsTo(`GET ${BASE}/practicas`).at(-1)!.url.searchParams;
    expect([searched.get('texto'), searched.get('especialidad')]).toEqual([
      'diabetes',
      'Endocrinología',
    ]);
    await user.click(
      screen.getByRole('button', {
        name: 'Descargar PDF de Diabetes tipo 2: diagnóstico y control',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Descargar' }).getAttribute('download')).toBe(
      'guia-56-diabetes-tipo-2-diagnostico-y-control.pdf',
    );
  });

  it('practicas: a title with a control character is refused on its field, not asked for', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('practicas', {
      [`GET ${BASE}/practicas`]: { body: guidesReply({ total: 0, guias: [] }) },
    });
    const { user } = renderApp({ path: '/informacionutil/practicas' });
    await screen.findByText('No se encontraron guías con esos datos.');
    const asked = api.callsTo(`GET ${BASE}/practicas`).length;
    const title = screen.getByRole('textbox', { name: 'Título' });
    await user.click(title);
    await user.paste('diabetes\u0000');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText(
        'El texto no puede tener caracteres de control (como el carácter nulo).',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(api.callsTo(`GET ${BASE}/practicas`)).toHaveLength(asked);
  });

  it('planillas-presentaciones: lists each form with its format and downloads it', async () => {
    await seedSession(userConfig());
    mockModuleApi('planillas-presentaciones', {
      [`GET ${BASE}/planillas`]: {
        body: {
          planillas: [
            {
              id: 'internaciones',
              titulo: 'Planilla de internaciones',
              descripcion: 'Una fila por internación con egreso en el período.',
              formato: 'xlsx',
              archivo: 'internaciones.xlsx',
            },
          ],
        },
      },
      [`GET ${BASE}/planillas/internaciones`]: { body: PDF },
    });
    const { user } = renderApp({ path: '/informacionutil/planillas-presentaciones' });
    const list = await screen.findByRole('list', { name: 'Planillas' });
    expect(await within(list).findByText('Excel (XLSX)')).toBeTruthy();
    await user.click(
      within(list).getByRole('button', { name: 'Descargar Planilla de internaciones' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Descargar' }).getAttribute('download')).toBe(
      'internaciones.xlsx',
    );
  });

  it('documentacion-para-autorizaciones: every service group with what each request asks for', async () => {
    await seedSession(userConfig());
    mockModuleApi('documentacion-para-autorizaciones', {
      [`GET ${BASE}/documentacion-autorizaciones`]: {
        body: { grupos: requiredDocumentsByGroup() },
      },
    });
    renderApp({ path: '/informacionutil/documentacion-para-autorizaciones' });
    const disability = await screen.findByRole('region', { name: 'Discapacidad' });
    expect(within(disability).getByRole('heading', { name: 'Autorización médica' })).toBeTruthy();
    expect(
      within(disability).getByText('Certificado Único de Discapacidad (CUD) vigente'),
    ).toBeTruthy();
    for (const group of ['Prestaciones médicas', 'Odontología', 'Traslados programados']) {
      expect(screen.getByRole('region', { name: group })).toBeTruthy();
    }
  });
});
