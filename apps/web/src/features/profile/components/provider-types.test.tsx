import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { PROFILE, REFERENCES, REFERENCES_REPLY, pending, profileReply } from '../testing';

const MODULE = 'datos-personales';
const PROFESSIONAL = 'POST /pre/v1/actualizar/datos/100001/profesionales';

const NO_PERSONAL_DATA = {
  documentoTipo: null,
  documentoNumero: null,
  sexo: null,
  estadoCivil: null,
  fechaNacimiento: '',
};

/** Mis datos of a team, an institution or a college, and of a person without a document yet. */
describe('Mis datos by provider type', () => {
  it('an institution reads its CUIT and type, has no personal fields, and asks for a new name without them', async () => {
    await seedSession(userConfig());
    const reply = profileReply();
    const api = mockModuleApi(MODULE, {
      [PROFILE]: {
        body: profileReply({
          prestador: {
            ...reply.prestador,
            tipoPrestador: 'I',
            cuit: '30712345671',
            apeRazonSocial: 'Sanatorio del Interior S.A.',
            nombreAbre: 'Sanatorio del Interior',
          },
          datos: {
            ...reply.datos,
            ...NO_PERSONAL_DATA,
            apeRazonSocial: 'Sanatorio del Interior S.A.',
            nombreAbre: 'Sanatorio del Interior',
            matriculas: [],
            especialidades: [],
          },
        }),
      },
      [REFERENCES]: { body: REFERENCES_REPLY },
      [PROFESSIONAL]: {
        status: 201,
        body: {
          mensaje: 'Tu pedido de actualización quedó registrado con el trámite N° 4100125.',
          pendiente: pending({ seccion: 'datos-personales', lugar: null, nroTramite: 4100125 }),
        },
      },
    });
    const { user } = renderApp({ path: '/tramitesonline/datos-personales' });
    const record = await screen.findByRole('table', { name: 'Datos del prestador' });
    expect(within(record).getByText('30-71234567-1')).toBeTruthy();
    expect(within(record).getByText('Institución')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Datos personales y profesionales' });
    for (const name of ['Número de documento', 'Fecha de nacimiento']) {
      expect(within(form).queryByRole('textbox', { name })).toBeNull();
    }
    for (const name of ['Tipo de documento', 'Sexo', 'Estado civil']) {
      expect(within(form).queryByRole('combobox', { name })).toBeNull();
    }
    const name = within(form).getByRole('textbox', { name: /^Razón social/ });
    expect(name).toHaveProperty('value', 'Sanatorio del Interior S.A.');
    await user.clear(name);
    await user.type(name, 'Sanatorio del Interior S.A.U.');
    await user.click(within(form).getByRole('button', { name: 'Solicitar cambios' }));
    expect(await within(form).findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('trámite N° 4100125'),
    );
    expect(api.callsTo(PROFESSIONAL)[0]?.body).toMatchObject({
      apeRazonSocial: 'Sanatorio del Interior S.A.U.',
      ...NO_PERSONAL_DATA,
    });
  });

  it('a person without a document yet is asked for one on its fields, and nothing is sent', async () => {
    await seedSession(userConfig());
    const reply = profileReply();
    const api = mockModuleApi(MODULE, {
      [PROFILE]: { body: profileReply({ datos: { ...reply.datos, ...NO_PERSONAL_DATA } }) },
      [REFERENCES]: { body: REFERENCES_REPLY },
    });
    const { user } = renderApp({ path: '/tramitesonline/datos-personales' });
    const form = await screen.findByRole('form', { name: 'Datos personales y profesionales' });
    expect(within(form).getByRole('combobox', { name: /^Sexo/ })).toHaveProperty('value', '');
    await user.click(within(form).getByRole('button', { name: 'Solicitar cambios' }));
    expect(await within(form).findByText('Ingresá el número de documento.')).toBeTruthy();
    expect(within(form).getByText('Elegí el sexo.')).toBeTruthy();
    expect(api.callsTo(PROFESSIONAL)).toHaveLength(0);
  });
});
