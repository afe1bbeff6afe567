import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { INQUIRIES, PAYMENTS, inquiry, payment, paymentsReply } from '../testing';

describe("the provider reads the insurer's answer to a payment inquiry in Mis consultas", () => {
  it('an answered inquiry reads Resuelto with the answer and when it came; an open one a dash', async () => {
    await seedSession(userConfig());
    mockModuleApi('consulta-de-facturas/pagos', {
      [PAYMENTS]: { body: paymentsReply([payment()]) },
      [INQUIRIES]: {
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
