import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import {
  PLACES,
  PROFILE,
  REFERENCES,
  REFERENCES_REPLY,
  pending,
  place,
  profileReply,
} from '../testing';

const MODULE = 'datos-personales';
const PROFESSIONAL = 'POST /pre/v1/actualizar/datos/100001/profesionales';
const LOCALITIES = 'GET /pre/v1/adp/provincias/2/localidades';

describe('Mis datos forms', () => {
  it('professional changes are asked for, and the page says which case follows them', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi(MODULE, {
      [PROFILE]: { body: profileReply() },
      [REFERENCES]: { body: REFERENCES_REPLY },
      [PROFESSIONAL]: {
        status: 201,
        body: {
          mensaje:
            'Tu pedido de actualización quedó registrado con el trámite N° 4100124. Lo verás como pendiente hasta que se resuelva.',
          pendiente: pending({ seccion: 'datos-personales', lugar: null, nroTramite: 4100124 }),
        },
      },
    });
    const { user } = renderApp({ path: '/tramitesonline/datos-personales' });
    const form = await screen.findByRole('form', { name: 'Datos personales y profesionales' });
    expect(within(form).getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveProperty(
      'value',
      '12/03/1975',
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado civil' }), 'Viudo');
    await user.click(within(form).getByRole('checkbox', { name: 'Cardiología' }));
    await user.click(within(form).getByRole('button', { name: 'Solicitar cambios' }));
    expect(await within(form).findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('trámite N° 4100124'),
    );
    expect(api.callsTo(PROFESSIONAL)[0]?.body).toMatchObject({
      estadoCivil: 'Viudo',
      especialidades: [1, 3],
      fechaNacimiento: '19750312',
      matriculas: [{ tipo: 'MN', numero: '112233', provincia: null }],
    });
  });

  it('a provincial licence without its province and a date that is no day are said on their fields; nothing is sent', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi(MODULE, {
      [PROFILE]: { body: profileReply() },
      [REFERENCES]: { body: REFERENCES_REPLY },
    });
    const { user } = renderApp({ path: '/tramitesonline/datos-personales' });
    const form = await screen.findByRole('form', { name: 'Datos personales y profesionales' });
    await user.click(within(form).getByRole('button', { name: 'Agregar matrícula' }));
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Jurisdicción de la matrícula 2' }),
      'MP',
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Número de la matrícula 2' }),
      '4455',
    );
    const birth = within(form).getByRole('textbox', { name: 'Fecha de nacimiento' });
    await user.clear(birth);
    await user.type(birth, '31/02/1975');
    await user.click(within(form).getByRole('button', { name: 'Solicitar cambios' }));
    expect(
      await within(form).findByText('Elegí la provincia de la matrícula provincial.'),
    ).toBeTruthy();
    expect(within(form).getByText('Ingresá una fecha real con formato dd/mm/aaaa.')).toBeTruthy();
    expect(api.callsTo(PROFESSIONAL)).toHaveLength(0);
  });

  it('the locality is searched in the chosen province after 3 letters, and the one picked is sent', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi(MODULE, {
      [PLACES]: { body: { lugares: [place()] } },
      [REFERENCES]: { body: REFERENCES_REPLY },
      [LOCALITIES]: {
        body: [{ id: 9, nombre: 'Belgrano', partido: 'Comuna 13', codigoPostal: 'C1428' }],
      },
      'PUT /pre/v1/adp/100001/lugaresAtencion/1001': {
        body: {
          mensaje: 'Tu pedido de actualización quedó registrado con el trámite N° 1.',
          lugar: place(),
        },
      },
    });
    const { user } = renderApp({ path: '/tramitesonline/datos-personales/domicilios' });
    const region = await screen.findByRole('region', { name: 'Consultorio Palermo' });
    await user.click(within(region).getByRole('button', { name: 'Editar Consultorio Palermo' }));
    const locality = within(region).getByRole('combobox', { name: /^Localidad/ });
    expect(locality.getAttribute('placeholder')).toBe('Escribí al menos 3 letras');
    await user.clear(locality);
    await user.type(locality, 'be');
    await user.type(locality, 'l');
    const option = await screen.findByRole('option', { name: /Belgrano/ }, { timeout: 3000 });
    expect(api.callsTo(LOCALITIES).map((call) => call.url.searchParams.get('search'))).toEqual([
      'bel',
    ]);
    await user.click(option);
    await user.click(within(region).getByRole('button', { name: 'Guardar domicilio' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /pre/v1/adp/100001/lugaresAtencion/1001')[0]?.body).toMatchObject({
        provinciaId: 2,
        localidadId: 9,
      }),
    );
  });
});
