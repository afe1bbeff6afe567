import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_DATE_MESSAGES } from '@portal/domain/authorizations';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { BASE, enterAffiliate, filed, openPage } from '../../testing';

vi.setConfig({ testTimeout: 30_000 });

describe('Alta de trámites: the hospitalization notice', () => {
  it('shows the order valid until today + 60 days in Argentina, then the server’s date once saved', async () => {
    const { user, api } = await openPage({
      [`POST ${BASE}/aviso-internacion`]: filed({
        tipo: 'aviso-internacion',
        tipoDescripcion: 'Aviso de internación',
        validezHasta: '09/05/2026',
      }),
      'POST /pre/v1/autorizaciones/diagnosticos': {
        body: [{ codigo: 'J459', denominacion: 'Asma, no especificada' }],
      },
    });
    await enterAffiliate(user);
    await user.click(await screen.findByRole('radio', { name: 'Aviso de internación' }));

    // 10/03/2026 + 60 days.
    const validity = await screen.findByLabelText<HTMLInputElement>(/^Validez de la orden/);
    expect(validity.value).toBe('09/05/2026');
    expect(validity.readOnly).toBe(true);

    const place = screen.getByRole('combobox', { name: /^Lugar de atención/ });
    await waitFor(() => expect(within(place).getAllByRole('option').length).toBe(2));
    await user.selectOptions(place, 'Consultorio Palermo (Av. Santa Fe 3200, CABA)');
    await user.type(screen.getByLabelText(/^Fecha de la orden/), '09032026');
    await user.type(screen.getByLabelText(/^Fecha de internación/), '10032026');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Sala/ }), 'Sala general');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Tipo de internación/ }),
      'Clínica',
    );
    await user.type(screen.getByLabelText(/^Días de internación/), 'tres');
    await user.type(screen.getByLabelText(/^Diagnóstico \(CIE-10\)/), 'J45');
    await user.click(await screen.findByRole('option', { name: /Asma, no especificada/ }));
    await user.type(screen.getByLabelText(/^Efector/), 'Clínica del Sol');
    await user.type(screen.getByLabelText(/^Número de matrícula/), '12345');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Tipo de matrícula/ }),
      'Matrícula nacional',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));

    await screen.findByText(/Trámite registrado/);
    expect(screen.getByText('09/05/2026')).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/aviso-internacion`)[0]?.body).toMatchObject({
      prestador: 100001,
      lugarAtencionPrestador: 11,
      autorizacion: {
        fechaOrden: '09/03/2026',
        fechaInternacion: '10/03/2026',
        fechaValidezOrden: '09/05/2026',
        sala: { id: 1 },
        diasInternacion: 'tres',
        tipoInternacion: { id: 1 },
        diagnostico: { icd: 'J459', descripcion: 'Asma, no especificada' },
        efector: {
          apellidoRazonSocial: 'Clínica del Sol',
          matricula: { numero: 12345, tipo: 'MN' },
        },
      },
      afiliado: { contra: 30000001, inte: 1, prepaga: 1, plan: { codigo: 310 } },
    });
  });
});

describe('Alta de trámites: a date that is no real day', () => {
  it('a hospitalization day like 31/02/2026 is refused on its field and nothing is sent', async () => {
    const { user, api } = await openPage({});
    await enterAffiliate(user);
    await user.click(await screen.findByRole('radio', { name: 'Aviso de internación' }));
    await user.type(await screen.findByLabelText(/^Fecha de la orden/), '09032026');
    await user.type(screen.getByLabelText(/^Fecha de internación/), '31022026');
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));

    const field = screen.getByLabelText(/^Fecha de internación/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(TYPED_DATE_INVALID).length).toBeGreaterThan(0);
    expect(api.callsTo(`POST ${BASE}/aviso-internacion`)).toHaveLength(0);
  });

  it('an admission before its order is said on the admission date before anything is sent', async () => {
    const { user, api } = await openPage({});
    await enterAffiliate(user);
    await user.click(await screen.findByRole('radio', { name: 'Aviso de internación' }));
    await user.type(await screen.findByLabelText(/^Fecha de la orden/), '09032026');
    await user.type(screen.getByLabelText(/^Fecha de internación/), '08032026');
    await user.click(screen.getByRole('button', { name: 'Enviar trámite' }));

    const field = screen.getByLabelText(/^Fecha de internación/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(ORDER_DATE_MESSAGES.admissionBeforeOrder)).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/aviso-internacion`)).toHaveLength(0);
  });
});
