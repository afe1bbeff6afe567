import { EXTRA_MESSAGES, MESSAGES } from '@portal/domain/app';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissions, seedSession, userConfig } from '@/testing/factories';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const terms = { id: 3, version: '2.0', texto: 'Texto de los términos' };

describe('private route guard', () => {
  it('a visitor who opens a private route is sent to the home', async () => {
    mockApi();
    const { location } = renderApp({ path: '/tramitesonline/validar-afiliado' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal de Prestadores' }),
    ).toBeTruthy();
    expect(location.pathname).toBe('/');
  });

  it('a provider with pending terms sees the terms screen instead of the module', async () => {
    await seedSession(userConfig({ userHasAcceptedTerms: false }));
    mockApi({ 'GET /pre/v1/terminos': { body: terms } });
    renderApp({ path: '/tramitesonline/validar-afiliado' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: MESSAGES.acceptTerms })).toBeTruthy();
  });

  it('a sub-user without the permission sees the permission message', async () => {
    await seedSession(
      userConfig({ userPermissions: permissions(['validador-de-asociados', 'datos-personales']) }),
    );
    const api = mockApi();
    renderApp({ path: '/tramitesonline/consulta-de-liquidacion' });
    expect(await screen.findByText(MESSAGES.noPermission)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Consulta de liquidación' })).toBeTruthy();
    expect(api.callsTo('GET /pre/v1/modulos/consulta-de-liquidacion')).toHaveLength(0);
  });

  it('a permission that is enabled but not active shows the maintenance image', async () => {
    await seedSession(
      userConfig({ userPermissions: permissions([], { inactive: ['consulta-de-liquidacion'] }) }),
    );
    mockApi();
    renderApp({ path: '/tramitesonline/consulta-de-liquidacion' });
    expect(await screen.findByAltText('Módulo en mantenimiento')).toBeTruthy();
    expect(screen.getByText(EXTRA_MESSAGES.moduleInMaintenance)).toBeTruthy();
  });

  it('when the server says the module is inactive, the module gate shows the maintenance image', async () => {
    await seedSession();
    mockApi({
      'GET /pre/v1/modulos/censos': errorReply(403, 'Inactivo', 'MODULE_INACTIVE'),
    });
    renderApp({ path: '/tramitesonline/censos' });
    expect(await screen.findByAltText('Módulo en mantenimiento')).toBeTruthy();
  });

  it('a full-screen module is shown without the main menu', async () => {
    await seedSession();
    mockApi({
      'GET /pre/v1/modulos/consulta-de-facturas%2Fpagos': {
        body: { id: 'consulta-de-facturas/pagos', titulo: 'Pagos', disponible: false },
      },
    });
    renderApp({ path: '/pagosFull' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagos' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
  });

  it('each nested atencion-medica page carries the support-contact tooltip', async () => {
    await seedSession(userConfig({ medicalHistoryEnable: true }));
    mockApi({
      'GET /pre/v1/modulos/atencion-medica': {
        body: { id: 'atencion-medica', titulo: 'Atención médica', disponible: false },
      },
    });
    const { user } = renderApp({ path: '/tramitesonline/atencion-medica/vacunas' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacunas' })).toBeTruthy();
    await user.hover(screen.getByRole('button', { name: 'Información sobre este acceso' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('datos del paciente');
    expect(tooltip.textContent).toContain('Mesa de ayuda de Prestadores, 0800-555-7738');
  });

  it('the atencion-medica home asks for the patient once the server lets the module open', async () => {
    await seedSession(userConfig({ medicalHistoryEnable: true }));
    mockApi({
      'GET /pre/v1/modulos/atencion-medica': {
        body: { id: 'atencion-medica', titulo: 'Atención médica', disponible: true },
      },
    });
    renderApp({ path: '/tramitesonline/atencion-medica' });
    expect(
      await screen.findByRole('form', { name: 'Afiliado de la atención' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Atención médica' })).toBeTruthy();
  });
});
