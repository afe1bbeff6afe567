import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsultingRoomsResponse } from '@portal/contracts';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import {
  INQUIRIES,
  PAYMENTS,
  TAX_DATA,
  inquiry,
  payment,
  paymentsReply,
  taxData,
} from '../testing';

const MODULE = 'consulta-de-facturas/pagos';
const nbsp = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const ROOMS: ConsultingRoomsResponse = {
  desde: '20250310',
  hasta: '20260310',
  consultorios: [
    {
      id: 1001,
      descripcion: 'Consultorio Palermo',
      direccion: 'Av. Santa Fe 3450',
      vigente: true,
      facturas: 24,
      facturado: 100000000,
      pagado: 75000050,
      pendiente: 24999950,
    },
  ],
  totales: { facturado: 100000000, pagado: 75000050, pendiente: 24999950 },
};

describe('consulting rooms, tax data and payment inquiries', () => {
  it('consultoriosFull shows each room invoiced, paid and pending without the menu', async () => {
    await seedSession(userConfig());
    mockModuleApi(MODULE, {
      'GET /pre/v1/prestadores/100001/consultorios': { body: ROOMS },
    });
    renderApp({ path: '/consultoriosFull' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultorios' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Consultorios' });
    const row = within(table).getByRole('row', { name: /Consultorio Palermo/ });
    expect(nbsp(row.textContent)).toBe(
      'Consultorio PalermoAv. Santa Fe 345024$ 1.000.000,00$ 750.000,50$ 249.999,50',
    );
    expect(screen.queryByRole('navigation', { name: /menú/i })).toBeNull();
  });

  it('the tax data read as the insurer keeps them, and the channel switch is sent', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi(MODULE, {
      [PAYMENTS]: { body: paymentsReply() },
      [TAX_DATA]: { body: taxData() },
      'PUT /pre/v1/prestadores/100001/canal-electronico': { body: { habilitado: false } },
    });
    const { user } = renderApp({ path: '/tramitesonline/consulta-pagos-facturas' });
    await user.click(await screen.findByRole('tab', { name: 'Datos impositivos' }));
    const table = await screen.findByRole('table', { name: 'Datos impositivos' });
    expect(within(table).getByRole('row', { name: /CUIT/ }).textContent).toContain('27-12345678-0');
    expect(
      within(table).getByRole('row', { name: /Retención de Ganancias/ }).textContent,
    ).toContain('Exento');
    expect(
      screen.getByText('El convenio no está habilitado para consulta en el portal.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Canal electrónico de pagos habilitado' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /pre/v1/prestadores/100001/canal-electronico')[0]?.body).toEqual({
        habilitado: false,
      }),
    );
  });

  it('files an inquiry about a payment with a reason and lists it with its state', async () => {
    await seedSession(userConfig());
    let filed = false;
    const api = mockModuleApi(MODULE, {
      [PAYMENTS]: { body: paymentsReply([payment()]) },
      'GET /pre/v1/pagos-facturas/100001/motivos': {
        body: [{ id: 3, descripcion: 'Retenciones aplicadas' }],
      },
      'GET /pre/v1/pagos-facturas/100001/empresas': {
        body: [{ id: 1, descripcion: 'Medicina Prepaga' }],
      },
      [INQUIRIES]: () => ({
        body: { llamados: filed ? [inquiry()] : [] },
      }),
      'POST /pre/v1/pagos-facturas/100001/llamado': () => {
        filed = true;
        return { status: 201, body: inquiry() };
      },
    });
    const { user } = renderApp({ path: '/tramitesonline/consulta-pagos-facturas' });
    await user.click(await screen.findByRole('tab', { name: 'Consultas sobre pagos' }));
    const form = await screen.findByRole('form', { name: 'Nueva consulta sobre un pago' });
    await user.click(within(form).getByRole('button', { name: 'Enviar consulta' }));
    expect(await within(form).findByText('Elegí un motivo de la lista.')).toBeTruthy();
    expect(api.callsTo('POST /pre/v1/pagos-facturas/100001/llamado')).toHaveLength(0);

    await user.selectOptions(
      within(form).getByLabelText(/^Pago/),
      'OP-100001-202512 del 14/01/2026',
    );
    await user.selectOptions(within(form).getByLabelText(/^Motivo/), 'Retenciones aplicadas');
    await user.selectOptions(within(form).getByLabelText(/^Empresa/), 'Medicina Prepaga');
    await user.click(within(form).getByRole('button', { name: 'Enviar consulta' }));
    expect(
      await screen.findByText(
        'Tu consulta fue registrada. Te avisaremos cuando cambie su estado. Consulta N.º 12.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /pre/v1/pagos-facturas/100001/llamado')[0]?.body).toEqual({
      pago: '7',
      motivo: '3',
      empresa: '1',
    });
    const list = await screen.findByRole('list', { name: 'Mis consultas' });
    expect(await within(list).findByText('Consulta N.º 12 · Abierto')).toBeTruthy();
  });
});
