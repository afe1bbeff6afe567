import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InquiryDto } from '@portal/contracts';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { PAYMENTS, payment, paymentsReply } from '../testing';

const inquiry = (overrides: Partial<InquiryDto>): InquiryDto => ({
  id: 12,
  ordenPago: 'OP-100001-202512',
  motivo: 3,
  motivoDesc: 'Retenciones aplicadas',
  empresa: 1,
  empresaDesc: 'Medicina Prepaga',
  estado: 1,
  estadoDesc: 'Abierto',
  observacion: null,
  alta: '10/03/2026 10:00',
  actualizado: '10/03/2026 10:00',
  respuesta: null,
  respondida: null,
  ...overrides,
});

describe("the provider reads the insurer's answer to a payment inquiry in Mis consultas", () => {
  it('an answered inquiry reads Resuelto with the answer and when it came; an open one a dash', async () => {
    await seedSession(userConfig());
    mockModuleApi('consulta-de-facturas/pagos', {
      [PAYMENTS]: { body: paymentsReply([payment()]) },
      'GET /pre/v1/pagos-facturas/100001/llamados': {
        body: {
          llamados: [
            inquiry({
              estado: 3,
              estadoDesc: 'Resuelto',
              actualizado: '11/03/2026 09:30',
              respuesta: 'Las retenciones corresponden a IIBB de marzo',
              respondida: '11/03/2026 09:30',
            }),
            inquiry({ id: 11 }),
          ],
        },
      },
    });
    const { user } = renderApp({ path: '/tramitesonline/consulta-pagos-facturas' });
    await user.click(await screen.findByRole('tab', { name: 'Consultas sobre pagos' }));
    const list = await screen.findByRole('list', { name: 'Mis consultas' });
    const answered = await within(list).findByRole('listitem', { name: 'Consulta 12' });
    expect(within(answered).getByText('Consulta N.º 12 · Resuelto')).toBeTruthy();
    expect(within(answered).getByText('Respuesta de la aseguradora:')).toBeTruthy();
    expect(
      within(answered).getByText('Las retenciones corresponden a IIBB de marzo (11/03/2026 09:30)'),
    ).toBeTruthy();
    const open = within(list).getByRole('listitem', { name: 'Consulta 11' });
    expect(within(open).getByText('Respuesta de la aseguradora:').parentElement?.textContent).toBe(
      'Respuesta de la aseguradora: —',
    );
  });
});
