import { screen, waitFor } from '@testing-library/react';
import type { WrittenPrescriptionResponse } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { affiliateValidation } from '@/testing/affiliate-validation';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const PATH = '/tramitesonline/receta-digital';
const BASE = '/pre/v1/receta-digital';
const WRITE = `POST ${BASE}/100001/recetas`;

const WRITTEN: WrittenPrescriptionResponse = {
  numero: '500001',
  mensaje: 'La receta fue emitida con el número 500001.',
  fecha: '10/03/2026',
  prescriptor: 'María Laura González',
  matricula: 'Nacional N° 112233',
  diagnostico: 'J02.9 — Faringitis aguda, no especificada',
  items: [
    {
      medicamento: 'Amoxidal (Amoxicilina 500 mg)',
      presentacion: 'Comprimidos x 20',
      cantidad: 1,
      posologia: 'cada 8 horas',
    },
  ],
};

function prescriptionApi() {
  return mockModuleApi('receta-digital', {
    [`GET ${BASE}/100001/prescriptor`]: {
      body: { nombre: 'María Laura González', matricula: 'Nacional N° 112233' },
    },
    ...affiliateValidation('receta-digital'),
    [`POST ${BASE}/diagnosticos`]: {
      body: [{ codigo: 'J02.9', denominacion: 'Faringitis aguda, no especificada' }],
    },
    [`GET ${BASE}/vademecum`]: {
      body: [
        {
          id: 7,
          marca: 'Amoxidal',
          generico: 'Amoxicilina 500 mg',
          presentacion: 'Comprimidos x 20',
        },
      ],
    },
    [WRITE]: { status: 201, body: WRITTEN },
  });
}

describe('receta digital', () => {
  it('writes for a valid affiliate: the picked diagnosis and medication go by code and id', async () => {
    await seedSession(userConfig());
    const api = prescriptionApi();
    const { user } = renderApp({ path: PATH });
    expect(await screen.findByText(/Matrícula Nacional N° 112233/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Número de afiliado/ }), '30000001 1 01');
    await user.click(screen.getByRole('button', { name: 'Validar afiliado' }));
    await user.click(screen.getByRole('button', { name: 'Emitir receta' }));
    expect(await screen.findByText('Elegí el diagnóstico de la lista.')).toBeTruthy();
    expect(screen.getByText('Elegí el medicamento de la lista.')).toBeTruthy();
    expect(screen.getByText('Indicá la posología (dosis y frecuencia).')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('combobox', { name: 'Diagnóstico (CIE-10)' }),
      ),
    );
    expect(api.callsTo(WRITE)).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: 'Diagnóstico (CIE-10)' }), 'J02');
    await user.click(await screen.findByRole('option', { name: /J02\.9 · Faringitis/ }));
    await user.type(screen.getByRole('combobox', { name: 'Medicamento 1' }), 'amox');
    await user.click(await screen.findByRole('option', { name: /Amoxidal/ }));
    await user.type(screen.getByRole('textbox', { name: 'Posología' }), 'cada 8 horas');
    await user.click(screen.getByRole('button', { name: 'Emitir receta' }));
    expect(await screen.findByText('La receta fue emitida con el número 500001.')).toBeTruthy();
    expect(api.callsTo(WRITE)[0]!.body).toEqual({
      contra: 30000001,
      middle: 1,
      inte: 1,
      diagnostico: 'J02.9',
      items: [{ medicamento: 7, cantidad: 1, posologia: 'cada 8 horas' }],
    });
  });

  it('a quantity past the limit or with letters is refused on its field, kept as typed, and nothing is sent', async () => {
    await seedSession(userConfig());
    const api = prescriptionApi();
    const { user } = renderApp({ path: PATH });
    await user.type(
      await screen.findByRole('textbox', { name: /Número de afiliado/ }),
      '30000001 1 01',
    );
    await user.click(screen.getByRole('button', { name: 'Validar afiliado' }));
    await user.type(screen.getByRole('combobox', { name: 'Diagnóstico (CIE-10)' }), 'J02');
    await user.click(await screen.findByRole('option', { name: /J02\.9 · Faringitis/ }));
    await user.type(screen.getByRole('combobox', { name: 'Medicamento 1' }), 'amox');
    await user.click(await screen.findByRole('option', { name: /Amoxidal/ }));
    await user.type(screen.getByRole('textbox', { name: 'Posología' }), 'cada 8 horas');
    const quantity = screen.getByRole<HTMLInputElement>('textbox', { name: /^Cantidad/ });

    for (const typed of ['99999999999', 'dos', '0']) {
      await user.clear(quantity);
      await user.type(quantity, typed);
      await user.click(screen.getByRole('button', { name: 'Emitir receta' }));
      expect(await screen.findByText('La cantidad debe estar entre 1 y 10.')).toBeTruthy();
      expect(quantity.value).toBe(typed);
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
    }
    expect(api.callsTo(WRITE)).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Emitir receta' }));
    expect(await screen.findByText('La receta fue emitida con el número 500001.')).toBeTruthy();
    expect(api.callsTo(WRITE)[0]!.body).toMatchObject({
      items: [{ medicamento: 7, cantidad: 3, posologia: 'cada 8 horas' }],
    });
  });

  it('offers at most three medications', async () => {
    await seedSession(userConfig());
    prescriptionApi();
    const { user } = renderApp({ path: PATH });
    await user.type(
      await screen.findByRole('textbox', { name: /Número de afiliado/ }),
      '30000001 1 01',
    );
    await user.click(screen.getByRole('button', { name: 'Validar afiliado' }));
    await user.click(await screen.findByRole('button', { name: 'Agregar medicamento' }));
    await user.click(screen.getByRole('button', { name: 'Agregar medicamento' }));
    expect(screen.getByRole('combobox', { name: 'Medicamento 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar medicamento' })).toBeNull();
    expect(screen.getByText('Una receta tiene hasta 3 medicamentos.')).toBeTruthy();
  });

  it('a read-only session may look but the form cannot prescribe', async () => {
    await seedSession(userConfig({ mode: 'readOnly' }));
    prescriptionApi();
    const { user } = renderApp({ path: PATH });
    expect(await screen.findByText(/sesión de sólo lectura/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Número de afiliado/ }), '30000001 1 01');
    await user.click(screen.getByRole('button', { name: 'Validar afiliado' }));
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Emitir receta' }).disabled,
      ).toBe(true),
    );
  });
});
