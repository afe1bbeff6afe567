import { AFFILIATE_NUMBER_MESSAGES } from '@portal/domain/affiliates';
import { MESSAGES } from '@portal/domain/app';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JUAN_VALID } from '@/testing/affiliate-validation';
import { permissions, seedSession, userConfig } from '@/testing/factories';
import { mockApi, moduleAllowed } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { emptyHome, fullHome, HOME } from '../testing';

const VALIDATE = 'POST /pre/v1/validador/100001/afiliado';

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('the logged-in home', () => {
  it('shows demo@ what waits, each tile linking to the page where the work is done', async () => {
    await seedSession();
    mockApi({ [HOME]: { body: fullHome() } });
    renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hola, María Laura González' }),
    ).toBeTruthy();

    const cases = await screen.findByRole('region', { name: 'Centro de atención' });
    expect(cases.textContent).toContain('2 casos esperando tu respuesta');
    expect(hrefOf(within(cases).getByRole('link', { name: 'Ir al Inbox de casos' }))).toBe(
      '/prestadores/tramitesonline/capweb?tab=inbox',
    );

    const observed = screen.getByRole('region', { name: 'Autorizaciones observadas' });
    expect(observed.textContent).toContain('4 trámites observados esperan tu respuesta');
    const request = within(observed).getByRole('link', { name: 'Trámite 7000102' });
    expect(hrefOf(request)).toBe(
      '/prestadores/tramitesonline/tramites-de-autorizaciones/tramites/7000102',
    );
    expect(observed.textContent).toContain('Juan Pérez · Autorización con materiales o prótesis');
    expect(observed.textContent).toContain('Observado el 03/03/2026 12:00');
    expect(
      hrefOf(within(observed).getByRole('link', { name: 'Ir al Inbox de autorizaciones' })),
    ).toBe('/prestadores/tramitesonline/tramites-de-autorizaciones?tab=inbox');

    const settlement = screen.getByRole('region', { name: 'Última liquidación' });
    expect(settlement.textContent?.replace(/\s/g, ' ')).toContain('$ 202.121,34');
    expect(settlement.textContent).toContain('Período 02/2026 · liquidada el 05/03/2026');
    expect(
      hrefOf(within(settlement).getByRole('link', { name: 'Ir a Consulta de liquidación' })),
    ).toBe('/prestadores/tramitesonline/consulta-de-liquidacion');

    const payments = screen.getByRole('region', { name: 'Pagos y facturas' });
    expect(payments.textContent).toContain('1 factura sin leer');
    expect(hrefOf(within(payments).getByRole('link', { name: 'Ir a Pagos y facturas' }))).toBe(
      '/prestadores/tramitesonline/consulta-pagos-facturas',
    );

    const recent = screen.getByRole('list', { name: 'Tus últimas validaciones' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '30000003 1 01VálidoCarlos Medina04/03/2026 10:15Validar de nuevo',
      '30000002 1 01No válidoMarta Sosa03/03/2026 09:00Validar de nuevo',
    ]);
    expect(
      hrefOf(within(recent).getByRole('link', { name: 'Validar de nuevo 30000002 1 01' })),
    ).toBe('/prestadores/tramitesonline/validar-afiliado?afiliado=30000002+1+01');
  });

  it('says so in every tile when nothing waits', async () => {
    await seedSession();
    mockApi({ [HOME]: { body: emptyHome() } });
    renderApp({ path: '/' });
    expect(await screen.findByText('No tenés casos esperando respuesta.')).toBeTruthy();
    expect(screen.getByText('No tenés autorizaciones observadas.')).toBeTruthy();
    expect(screen.getByText('Todavía no tenés liquidaciones.')).toBeTruthy();
    expect(screen.getByText('No tenés facturas sin leer.')).toBeTruthy();
    expect(screen.getByText('Todavía no validaste afiliados.')).toBeTruthy();
    // Empty or not, each tile still leads to its page.
    expect(screen.getByRole('link', { name: 'Ir a Pagos y facturas' })).toBeTruthy();
  });

  it('shows a sub-user with validation only the affiliate field and their validations', async () => {
    await seedSession(
      userConfig({
        userPermissions: permissions(['validador-de-asociados', 'datos-personales']),
      }),
    );
    mockApi({
      [HOME]: {
        body: {
          casos: null,
          autorizaciones: null,
          liquidacion: null,
          pagos: null,
          validaciones: { recientes: [] },
        },
      },
    });
    renderApp({ path: '/' });
    expect(await screen.findByRole('form', { name: 'Validar afiliado' })).toBeTruthy();
    expect(await screen.findByText('Todavía no validaste afiliados.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lo que te espera' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Centro de atención' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Última liquidación' })).toBeNull();
  });

  it('shows no affiliate field to a user without the validator, only their tiles', async () => {
    await seedSession(
      userConfig({
        userPermissions: permissions(['consulta-de-liquidacion', 'consulta-de-facturas/pagos']),
      }),
    );
    mockApi({
      [HOME]: {
        body: { ...fullHome(), casos: null, autorizaciones: null, validaciones: null },
      },
    });
    renderApp({ path: '/' });
    expect(await screen.findByRole('region', { name: 'Última liquidación' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pagos y facturas' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Validar afiliado' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Centro de atención' })).toBeNull();
  });

  it('validates from the home: Enter opens Validar afiliado, which validates the number at once', async () => {
    await seedSession();
    const api = mockApi({
      [HOME]: { body: fullHome() },
      ...moduleAllowed('validador-de-asociados'),
      [VALIDATE]: { body: JUAN_VALID },
      'GET /pre/v1/validador/datos-fiscales/20123456': {
        body: { pk: { contra: 30000001, prepaga: 1 }, condicionImpuestos: 'Consumidor final' },
      },
      'GET /pre/v1/validador/token-terapeutico/1/30000001/1': { body: { requiereToken: false } },
    });
    const { user, location } = renderApp({ path: '/' });
    const form = await screen.findByRole('form', { name: 'Validar afiliado' });
    await user.type(
      within(form).getByRole('textbox', { name: /Número de afiliado/ }),
      ' 30000001  1 1{Enter}',
    );

    const card = await screen.findByRole('region', { name: 'Datos del afiliado' });
    expect(within(card).getByRole('heading', { name: 'Juan Pérez' })).toBeTruthy();
    expect(location.pathname).toBe('/tramitesonline/validar-afiliado');
    // Validated once; the request leaves the address, so a reload does not validate again.
    await waitFor(() => expect(location.search).toBe(''));
    expect(api.callsTo(VALIDATE).map((call) => call.body)).toEqual([
      expect.objectContaining({ contra: 30000001, middle: 1, inte: 1 }),
    ]);
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /Número de afiliado/ }).value,
    ).toBe('30000001 1 01');
  });

  it('keeps a malformed number on the home with the domain’s message', async () => {
    await seedSession();
    const api = mockApi({ [HOME]: { body: fullHome() } });
    const { user, location } = renderApp({ path: '/' });
    const form = await screen.findByRole('form', { name: 'Validar afiliado' });
    const field = within(form).getByRole('textbox', { name: /Número de afiliado/ });
    await user.type(field, '30000001-1-01{Enter}');
    expect(await within(form).findByText(AFFILIATE_NUMBER_MESSAGES.malformed)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(location.pathname).toBe('/');
    expect(api.callsTo(VALIDATE)).toHaveLength(0);
  });

  it('asks a user who has not accepted the terms to accept them, and reads nothing', async () => {
    await seedSession(userConfig({ userHasAcceptedTerms: false }));
    const api = mockApi({ [HOME]: { body: fullHome() } });
    renderApp({ path: '/' });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: MESSAGES.acceptTerms })).toBeTruthy();
    expect(api.callsTo(HOME)).toHaveLength(0);
  });
});
