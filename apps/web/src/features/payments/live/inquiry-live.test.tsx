import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { eventStream } from '@/testing/support-cases';
import { INQUIRIES, PAYMENTS, inquiry, payment, paymentsReply } from '../testing';

const EVENTS = 'GET /pre/v1/pagos-facturas/eventos';

describe("Mis consultas shows the insurer's answer live (docs/decisions/0071)", () => {
  it('an inquiry settlements answer reads Resuelto with the answer, with no reload', async () => {
    await seedSession(userConfig());
    const live = eventStream();
    let current = inquiry();
    const api = mockModuleApi('consulta-de-facturas/pagos', {
      [PAYMENTS]: { body: paymentsReply([payment()]) },
      [INQUIRIES]: () => ({ body: { llamados: [current] } }),
      [EVENTS]: { stream: live.stream },
    });
    const { user } = renderApp({ path: '/tramitesonline/consulta-pagos-facturas' });
    await user.click(await screen.findByRole('tab', { name: 'Consultas sobre pagos' }));
    const list = await screen.findByRole('list', { name: 'Mis consultas' });
    expect(await within(list).findByText('Consulta N.º 12 · Abierto')).toBeTruthy();

    current = inquiry({
      estado: 3,
      estadoDesc: 'Resuelto',
      actualizado: '11/03/2026 09:30',
      respuesta: 'Corresponde a IIBB de marzo',
      respondida: '11/03/2026 09:30',
    });
    live.send('consulta', { id: 12, estado: 3 });
    expect(await within(list).findByText('Consulta N.º 12 · Resuelto')).toBeTruthy();
    expect(within(list).getByText('Corresponde a IIBB de marzo (11/03/2026 09:30)')).toBeTruthy();
    expect(api.callsTo(EVENTS)[0]?.headers.get('Authorization')).toBe('Bearer token-demo');
  });
});
