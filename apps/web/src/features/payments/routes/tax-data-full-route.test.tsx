import { MESSAGES } from '@portal/domain/app';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissions, seedSession, userConfig } from '@/testing/factories';
import { mockApi, mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { TAX_DATA, taxData } from '../testing';

const PATH = '/informacionutil/datos-impositivos';
const TAX = taxData({
  exenciones: { iibb: true, ganancias: false, iva: false },
  convenio: { habilitado: true },
});

describe('informacionutil/datos-impositivos', () => {
  it('shows the provider its own tax data full-screen, without the standard menu', async () => {
    await seedSession(userConfig());
    mockModuleApi('consulta-de-facturas/pagos', {
      [TAX_DATA]: { body: TAX },
    });
    renderApp({ path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos impositivos' }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Datos impositivos' });
    expect(within(table).getByRole('row', { name: /CUIT/ }).textContent).toContain('27-12345678-0');
    expect(
      within(table).getByRole('row', { name: /Condición frente al IVA/ }).textContent,
    ).toContain('Responsable Inscripto');
    expect(
      within(table).getByRole('row', { name: /Retención de Ingresos Brutos/ }).textContent,
    ).toContain('Exento');
    expect(screen.queryByRole('navigation', { name: /menú/i })).toBeNull();
  });

  it('is no longer a public page: a visitor is sent to the home', async () => {
    mockApi();
    const { location } = renderApp({ path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal de Prestadores' }),
    ).toBeTruthy();
    expect(location.pathname).toBe('/');
  });

  it('a sub-user without consulta-de-facturas/pagos sees the permission message', async () => {
    await seedSession(userConfig({ userPermissions: permissions(['validador-de-asociados']) }));
    const api = mockApi();
    renderApp({ path: PATH });
    expect(await screen.findByText(MESSAGES.noPermission)).toBeTruthy();
    expect(api.callsTo(TAX_DATA)).toHaveLength(0);
  });
});
