import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { PAYMENTS, paymentsReply } from '../testing';

const MODULE = 'consulta-de-facturas/pagos';
const TAX = 'GET /pre/v1/prestadores/100001/datos-impositivos';
const NONE = { cargados: false, cuit: '30698765433', razonSocial: 'Colegio Médico Regional' };

/** without tax data both places showed "Error El recurso solicitado no existe.". */
async function expectEmptyState() {
  const notice = await screen.findByRole('status', {
    name: 'Todavía no tenemos tus datos impositivos',
  });
  expect(notice.textContent).toContain('Colegio Médico Regional · CUIT 30-69876543-3');
  expect(notice.textContent).toContain(
    'Para cargarlos, iniciá un caso de Contrataciones en el Centro de atención al prestador',
  );
  expect(
    within(notice)
      .getByRole('link', { name: 'Ir al Centro de atención al prestador' })
      .getAttribute('href'),
  ).toBe('/prestadores/tramitesonline/capweb');
  expect(screen.queryByText('El recurso solicitado no existe.')).toBeNull();
  expect(screen.queryByRole('switch')).toBeNull();
}

describe('datos impositivos not loaded yet', () => {
  it('the full-screen page says so and what to do', async () => {
    await seedSession(userConfig());
    mockModuleApi(MODULE, { [TAX]: { body: NONE } });
    renderApp({ path: '/informacionutil/datos-impositivos' });
    await expectEmptyState();
  });

  it('the Pagos y facturas tab says the same', async () => {
    await seedSession(userConfig());
    mockModuleApi(MODULE, { [PAYMENTS]: { body: paymentsReply() }, [TAX]: { body: NONE } });
    const { user } = renderApp({ path: '/tramitesonline/consulta-pagos-facturas' });
    await user.click(await screen.findByRole('tab', { name: 'Datos impositivos' }));
    await expectEmptyState();
  });
});
