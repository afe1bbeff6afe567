import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { errorReply, mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { PAYMENTS, payment, paymentsReply } from '../testing';

const MODULE = 'consulta-de-facturas/pagos';
const LIMITED = 'Hiciste demasiados envíos seguidos. Podés volver a intentar en 10 minutos.';

describe('payment inquiries: the write limit', () => {
  it('a 429 shows the message with the wait in the form and keeps the choices', async () => {
    await seedSession(userConfig());
    mockModuleApi(MODULE, {
      [PAYMENTS]: { body: paymentsReply([payment()]) },
      'GET /pre/v1/pagos-facturas/100001/motivos': {
        body: [{ id: 3, descripcion: 'Retenciones aplicadas' }],
      },
      'GET /pre/v1/pagos-facturas/100001/empresas': {
        body: [{ id: 1, descripcion: 'Medicina Prepaga' }],
      },
      'GET /pre/v1/pagos-facturas/100001/llamados': { body: { llamados: [] } },
      'POST /pre/v1/pagos-facturas/100001/llamado': errorReply(429, LIMITED, 'USER_WRITE_LIMIT', {
        retryAfterSeconds: 600,
      }),
    });
    const { user } = renderApp({ path: '/tramitesonline/consulta-pagos-facturas' });
    await user.click(await screen.findByRole('tab', { name: 'Consultas sobre pagos' }));
    const form = await screen.findByRole('form', { name: 'Nueva consulta sobre un pago' });
    await user.selectOptions(
      within(form).getByLabelText(/^Pago/),
      'OP-100001-202512 del 14/01/2026',
    );
    await user.selectOptions(within(form).getByLabelText(/^Motivo/), 'Retenciones aplicadas');
    await user.selectOptions(within(form).getByLabelText(/^Empresa/), 'Medicina Prepaga');
    await user.click(within(form).getByRole('button', { name: 'Enviar consulta' }));
    expect(await within(form).findByText(LIMITED)).toBeTruthy();
    expect(within(form).getByLabelText<HTMLSelectElement>(/^Motivo/).value).toBe('3');
  });
});
