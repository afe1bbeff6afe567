import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProviderType } from '@portal/domain/provider';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { PDF_BYTES, file } from '@/testing/support-cases';
import {
  DOCUMENTS,
  PLACES,
  PROFILE,
  REFERENCES,
  REFERENCES_REPLY,
  document,
  pending,
  place,
  profileReply,
} from '../testing';

const MODULE = 'datos-personales';
const ROUTES = {
  'Datos personales y profesionales': '/tramitesonline/datos-personales',
  'Domicilios de atención': '/tramitesonline/datos-personales/domicilios',
  Documentación: '/tramitesonline/datos-personales/documentacion',
} as const;
const NO_PERMISSION = 'No tenés permisos suficientes para ver esta opción.';

function mockProfile(routes = {}) {
  return mockModuleApi(MODULE, {
    [PROFILE]: { body: profileReply() },
    [REFERENCES]: { body: REFERENCES_REPLY },
    [PLACES]: { body: { lugares: [place()] } },
    [DOCUMENTS]: { body: { documentos: [document()] } },
    ...routes,
  });
}

describe('Mis datos', () => {
  it.each<[ProviderType, string[]]>([
    ['P', ['Datos personales y profesionales', 'Domicilios de atención']],
    ['C', ['Datos personales y profesionales', 'Documentación', 'Domicilios de atención']],
  ])(
    'a provider of type %s: the menu and the routes agree on its sections %j',
    async (type, sections) => {
      for (const [label, path] of Object.entries(ROUTES)) {
        await seedSession(userConfig({}, type));
        mockProfile();
        const view = renderApp({ path });
        const menu = await screen.findByRole('navigation', { name: /menú/i });
        const inMenu = within(menu).queryByRole('link', { name: label }) !== null;
        expect(inMenu, `${label} in the menu`).toBe(sections.includes(label));
        if (inMenu) {
          expect(await screen.findByRole('heading', { level: 1, name: label })).toBeTruthy();
          expect(screen.queryByText(NO_PERMISSION)).toBeNull();
        } else {
          expect(await screen.findByText(NO_PERMISSION)).toBeTruthy();
        }
        view.unmount();
      }
    },
  );

  it("a circle member reads its circle with the associated entity's tax id", async () => {
    await seedSession(userConfig({ isCircle: true }, 'C'));
    mockProfile({
      [PROFILE]: {
        body: profileReply({
          circulos: [{ id: 1, descripcion: 'Círculo Médico de Rosario', cuit: '30660000013' }],
        }),
      },
    });
    renderApp({ path: ROUTES['Datos personales y profesionales'] });
    const record = await screen.findByRole('table', { name: 'Datos del prestador' });
    expect(within(record).getByRole('row', { name: /Círculo/ }).textContent).toContain(
      'Círculo Médico de Rosario (CUIT asociado 30-66000001-3)',
    );
  });

  it('contact data is saved at once and the page says so', async () => {
    await seedSession(userConfig());
    const api = mockProfile({
      'PUT /pre/v1/actualizar/datos/100001/contacto': {
        body: {
          mensaje: 'Tus datos de contacto quedaron guardados.',
          contacto: profileReply().contacto,
        },
      },
    });
    const { user } = renderApp({ path: ROUTES['Datos personales y profesionales'] });
    const form = await screen.findByRole('form', { name: 'Datos de contacto' });
    const phone = within(form).getByRole('textbox', { name: 'Teléfono 1' });
    await user.clear(phone);
    await user.type(phone, '11 5555-0199');
    await user.click(within(form).getByRole('button', { name: 'Guardar contacto' }));
    expect(await within(form).findByRole('status')).toHaveProperty(
      'textContent',
      'Tus datos de contacto quedaron guardados.',
    );
    expect(api.callsTo('PUT /pre/v1/actualizar/datos/100001/contacto')[0]?.body).toEqual({
      emails: [{ tipoMail: 1, email: 'demo@prestadores.test' }],
      telefonos: [{ tipo: 'Fijo', numero: '11 5555-0199' }],
    });
  });

  it('a malformed phone is said on its field and nothing is sent', async () => {
    await seedSession(userConfig());
    const api = mockProfile();
    const { user } = renderApp({ path: ROUTES['Datos personales y profesionales'] });
    const form = await screen.findByRole('form', { name: 'Datos de contacto' });
    const phone = within(form).getByRole('textbox', { name: 'Teléfono 1' });
    await user.clear(phone);
    await user.type(phone, 'llamame');
    await user.click(within(form).getByRole('button', { name: 'Guardar contacto' }));
    expect(
      await within(form).findByText('Ingresá un teléfono válido (números, espacios, guiones).'),
    ).toBeTruthy();
    expect(api.callsTo('PUT /pre/v1/actualizar/datos/100001/contacto')).toHaveLength(0);
  });

  it('new Monday hours go as a request; the place shows the pending change linked to its case', async () => {
    await seedSession(userConfig());
    const saved = place({ pendiente: pending() });
    const api = mockProfile({
      'PUT /pre/v1/adp/100001/lugaresAtencion/1001': {
        body: {
          mensaje:
            'Tu pedido de actualización quedó registrado con el trámite N° 4100123. Lo verás como pendiente hasta que se resuelva.',
          lugar: saved,
        },
      },
    });
    const { user } = renderApp({ path: ROUTES['Domicilios de atención'] });
    const region = await screen.findByRole('region', { name: 'Consultorio Palermo' });
    await user.click(within(region).getByRole('button', { name: 'Editar Consultorio Palermo' }));
    const monday = within(region).getByRole('textbox', { name: 'Lunes' });
    await user.clear(monday);
    await user.type(monday, '08:00 a 12:00');
    api.use({ [PLACES]: { body: { lugares: [saved] } } });
    await user.click(within(region).getByRole('button', { name: 'Guardar domicilio' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /pre/v1/adp/100001/lugaresAtencion/1001')[0]?.body).toMatchObject({
        horarios: { lun: '08:00 a 12:00', mier: '' },
        localidadId: 7,
      }),
    );
    const notice = await within(region).findByRole('status', {
      name: 'Cambio pendiente de validación',
    });
    expect(within(notice).getByRole('link', { name: 'N° 4100123' }).getAttribute('href')).toBe(
      '/prestadores/tramitesonline/capweb/tramite/4100123',
    );
    expect(notice.textContent).toContain('Horario del lunes: 09:00 a 17:00 → 08:00 a 12:00');
  });

  it('hours that end before they start are said on the day and not sent', async () => {
    await seedSession(userConfig());
    const api = mockProfile();
    const { user } = renderApp({ path: ROUTES['Domicilios de atención'] });
    const region = await screen.findByRole('region', { name: 'Consultorio Palermo' });
    await user.click(within(region).getByRole('button', { name: 'Editar Consultorio Palermo' }));
    const monday = within(region).getByRole('textbox', { name: 'Lunes' });
    await user.clear(monday);
    await user.type(monday, '17:00 a 09:00');
    await user.click(within(region).getByRole('button', { name: 'Guardar domicilio' }));
    expect(await within(region).findByText(/Indicá el horario como HH:MM a HH:MM/)).toBeTruthy();
    expect(api.callsTo('PUT /pre/v1/adp/100001/lugaresAtencion/1001')).toHaveLength(0);
  });

  it("a college's expired document is flagged, and one with a pending change cannot be replaced again", async () => {
    await seedSession(userConfig({}, 'C'));
    mockProfile({
      [DOCUMENTS]: {
        body: {
          documentos: [
            document(),
            document({
              tipo: 'matricula',
              descripcion: 'Matrícula profesional',
              estado: 'vigente',
              estadoDesc: 'Vigente',
              vencimiento: '31/12/2026',
              pendiente: pending({ seccion: 'documentacion', lugar: null, documento: 'matricula' }),
            }),
          ],
        },
      },
    });
    renderApp({ path: ROUTES.Documentación });
    const insurance = await screen.findByRole('region', { name: 'Seguro de mala praxis' });
    expect(within(insurance).getByText('Vencido')).toBeTruthy();
    expect(within(insurance).getByText(/Venció el 18\/02\/2026/)).toBeTruthy();
    expect(
      within(insurance).getByRole('button', { name: 'Reemplazar Seguro de mala praxis' }),
    ).toBeTruthy();
    const licence = screen.getByRole('region', { name: 'Matrícula profesional' });
    expect(
      within(licence).getByRole('status', { name: 'Cambio pendiente de validación' }),
    ).toBeTruthy();
    expect(within(licence).queryByRole('button', { name: /Reemplazar/ })).toBeNull();
  });

  it('the document upload tells one list of types, the one its picker and the server apply: a GIF is refused on arrival', async () => {
    await seedSession(userConfig({}, 'C'));
    const api = mockProfile();
    const { user } = renderApp({ path: ROUTES.Documentación });
    const insurance = await screen.findByRole('region', { name: 'Seguro de mala praxis' });
    await user.click(
      within(insurance).getByRole('button', { name: 'Reemplazar Seguro de mala praxis' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Reemplazar Seguro de mala praxis' });
    const input = within(modal).getByLabelText<HTMLInputElement>('Elegir documento');
    expect(input.accept).toBe('.pdf,.jpg,.jpeg,.png');
    expect(modal.textContent).toContain('Un archivo de hasta 5 MB. Tipos: PDF, JPG y PNG.');
    expect(modal.textContent).not.toMatch(/Hasta 10 archivos/);
    expect(input.multiple).toBe(false);
    expect(modal.textContent).not.toMatch(/GIF|TIFF|DOCX?|XLSX?|TXT|imagen/);

    // A file dropped on the zone is not filtered by the input's accept list.
    fireEvent.change(input, {
      target: { files: [file('poliza.gif', new TextEncoder().encode('GIF89a....'))] },
    });
    const refused = await within(modal).findByRole('alert');
    expect(refused.textContent).toContain(
      'El archivo «poliza.gif» no es de un tipo permitido. Tipos permitidos: PDF, JPG y PNG.',
    );

    // One file per document: a second one is refused with the words the server uses.
    fireEvent.change(input, { target: { files: [file('poliza.pdf', PDF_BYTES)] } });
    expect(await within(modal).findByText(/^poliza\.pdf \(/)).toBeTruthy();
    fireEvent.change(input, { target: { files: [file('poliza-2.pdf', PDF_BYTES)] } });
    expect((await within(modal).findByRole('alert')).textContent).toContain(
      '«poliza-2.pdf»: Adjuntá un solo archivo por documento.',
    );
    expect(within(modal).queryByText(/^poliza-2\.pdf \(/)).toBeNull();
    expect(api.callsTo('POST /pre/v1/adp/100001/documentacion/seguro-mala-praxis')).toHaveLength(0);
  });
});
