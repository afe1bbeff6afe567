import { COVERAGE_MESSAGES } from '@portal/domain/coverage';
import { CONNECTIVITY_MESSAGES } from '@portal/domain/connectivity';
import { MESSAGES } from '@portal/domain/app';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/factories';
import { errorReply, mockModuleApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { connectivityUser, TERMINALS, ticket } from '../testing';

const PATH = '/tramitesonline/tramites-conectividad';
const ENTER = 'POST /pre/v1/conectividad/100001/ingresa-prestacion';
const SERVICE = {
  codigo: 420101,
  cod_cobertura: 'AP',
  carac: 'A',
  descripcion: 'Consulta médica en consultorio',
  tipo: 'C',
  nomenclador: 'NN',
};

function routes(more: MockRoutes = {}): MockRoutes {
  return {
    'GET /pre/v1/conectividad/100001/terminales': { body: TERMINALS },
    'GET /pre/v1/conectividad/prestaciones': { body: [SERVICE] },
    'POST /pre/v1/conectividad/diagnosticos': {
      body: [{ codigo: 'J459', denominacion: 'Asma, no especificado' }],
    },
    ...more,
  };
}

type User = ReturnType<typeof renderApp>['user'];

async function fillEntry(user: User, { terminal = true, diagnosis = false } = {}) {
  const form = await screen.findByRole('form', { name: 'Ingreso de prestaciones' });
  const number = within(form).getByRole('textbox', { name: /Número de afiliado/ });
  await waitFor(() => expect(document.activeElement).toBe(number));
  await user.type(number, '30000001 1 01');
  const service = within(form).getByRole('combobox', { name: /Prestación/ });
  await user.type(service, '420101');
  await waitFor(() => expect((service as HTMLInputElement).value).toMatch(/^420101 · /));
  if (terminal) {
    await user.click(await within(form).findByLabelText(/^Terminal/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /POS00101/ }));
  }
  if (diagnosis) {
    await user.type(within(form).getByRole('combobox', { name: /Diagnósticos/ }), 'J45');
    await screen.findByRole('option', { name: /J45.9 · Asma/ });
    await user.keyboard('{Enter}');
    expect(await within(form).findByText('J45.9 · Asma, no especificado')).toBeTruthy();
  }
  return form;
}

describe('ingreso de prestaciones', () => {
  it('the connectivity message is sent and its ticket shown, focused and printable', async () => {
    await seedSession(connectivityUser());
    const api = mockModuleApi('conectividad', routes({ [ENTER]: { status: 201, body: ticket() } }));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderApp({ path: PATH });
    const form = await fillEntry(user, { diagnosis: true });
    await user.click(within(form).getByRole('button', { name: 'Registrar prestación' }));

    const heading = await screen.findByRole('heading', { name: 'Ticket N° 100000001' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const section = screen.getByRole('region', { name: 'Ticket N° 100000001' });
    expect(section.className).toContain('ticket-print');
    expect(within(section).getByText('$ 1.500,00')).toBeTruthy();
    expect(within(section).getByText('10/03/2026 10:05')).toBeTruthy();
    expect(within(section).getByText('Vigente')).toBeTruthy();

    const [call] = api.callsTo(ENTER);
    expect(call?.body).toEqual({
      creden: '30000001 1 01',
      prestacion: 420101,
      cantidad: 1,
      tipoMensaje: 'IP',
      tipo: 90,
      alta: expect.stringMatching(/^\d{8}$/),
      fecdif: 'N',
      manual: 'S',
      termId: 'POS00101',
      icd: 'J459',
    });
    await user.click(within(section).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('a service of an earlier day is typed as dd/mm/aaaa and sent as a deferred YYYYMMDD', async () => {
    await seedSession(connectivityUser());
    const api = mockModuleApi('conectividad', routes({ [ENTER]: { status: 201, body: ticket() } }));
    const { user } = renderApp({ path: PATH, now: () => new Date('2026-03-10T13:00:00.000Z') });
    const form = await fillEntry(user);
    const day = within(form).getByRole('textbox', { name: /^Fecha de la prestación/ });
    expect((day as HTMLInputElement).value).toBe('10/03/2026');

    await user.clear(day);
    await user.type(day, '31042026');
    await user.click(within(form).getByRole('button', { name: 'Registrar prestación' }));
    expect(await within(form).findByText(TYPED_DATE_INVALID)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(day));
    expect(api.callsTo(ENTER)).toHaveLength(0);

    await user.clear(day);
    await user.type(day, '5/3/2026');
    await user.click(within(form).getByRole('button', { name: 'Registrar prestación' }));
    await screen.findByRole('heading', { name: 'Ticket N° 100000001' });
    expect(api.callsTo(ENTER)[0]?.body).toMatchObject({ alta: '20260305', fecdif: 'S' });
  });

  it('a quantity past 99 or with letters is refused on its field, kept as typed, and nothing is sent', async () => {
    await seedSession(connectivityUser());
    const api = mockModuleApi('conectividad', routes({ [ENTER]: { status: 201, body: ticket() } }));
    const { user } = renderApp({ path: PATH });
    const form = await fillEntry(user);
    const quantity = within(form).getByRole<HTMLInputElement>('textbox', { name: /^Cantidad/ });
    const register = within(form).getByRole('button', { name: 'Registrar prestación' });

    await user.clear(quantity);
    await user.type(quantity, '99999999999');
    await user.click(register);
    expect(await within(form).findByText('La cantidad es de hasta 99.')).toBeTruthy();
    expect(quantity.value).toBe('99999999999');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(quantity));

    await user.clear(quantity);
    await user.type(quantity, 'dos');
    await user.click(register);
    expect(
      await within(form).findByText('La cantidad debe ser un número entero, de 1 a 99.'),
    ).toBeTruthy();
    expect(quantity.value).toBe('dos');
    expect(api.callsTo(ENTER)).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(register);
    await screen.findByRole('heading', { name: 'Ticket N° 100000001' });
    expect(api.callsTo(ENTER)[0]?.body).toMatchObject({ cantidad: 12 });
  });

  it("the server's refusal of a field (its schema's issue, by body path) is said on that field", async () => {
    await seedSession(connectivityUser());
    const message = 'La fecha debe estar entre 1900 y 2999.';
    const details = [{ path: 'body.alta', message }];
    mockModuleApi(
      'conectividad',
      routes({
        [ENTER]: errorReply(400, `Datos inválidos. body.alta: ${message}`, 'VALIDATION', {
          details,
        }),
      }),
    );
    const { user } = renderApp({ path: PATH });
    const form = await fillEntry(user);
    await user.click(within(form).getByRole('button', { name: 'Registrar prestación' }));
    const day = within(form).getByRole('textbox', { name: /^Fecha de la prestación/ });
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(day.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(day));
  });

  it('a provider with terminals must name one', async () => {
    await seedSession(connectivityUser());
    const api = mockModuleApi('conectividad', routes());
    const { user } = renderApp({ path: PATH });
    const form = await fillEntry(user, { terminal: false });
    await user.click(within(form).getByRole('button', { name: 'Registrar prestación' }));
    expect(await screen.findByText(COVERAGE_MESSAGES.terminalRequired)).toBeTruthy();
    expect(api.callsTo(ENTER)).toHaveLength(0);
    // The cursor goes to the field to fix.
    const terminal = within(form).getByLabelText(/^Terminal/, { selector: 'input' });
    await waitFor(() => expect(document.activeElement).toBe(terminal));
  });

  it('the terminal of the last entry on this device is proposed next time, if still active', async () => {
    await seedSession(connectivityUser());
    const api = mockModuleApi('conectividad', routes({ [ENTER]: { status: 201, body: ticket() } }));
    const first = renderApp({ path: PATH });
    let form = await fillEntry(first.user, { terminal: false });
    await first.user.click(await within(form).findByLabelText(/^Terminal/, { selector: 'input' }));
    await first.user.click(await screen.findByRole('option', { name: /POS00102/ }));
    await first.user.click(within(form).getByRole('button', { name: 'Registrar prestación' }));
    await screen.findByRole('heading', { name: 'Ticket N° 100000001' });
    first.unmount();

    const second = renderApp({ path: PATH });
    form = await fillEntry(second.user, { terminal: false });
    const terminal = within(form).getByLabelText<HTMLInputElement>(/^Terminal/, {
      selector: 'input',
    });
    expect(terminal.value).toBe('POS00102 · Terminal recepción Belgrano');
    await second.user.click(within(form).getByRole('button', { name: 'Registrar prestación' }));
    await waitFor(() => expect(api.callsTo(ENTER)).toHaveLength(2));
    expect(api.callsTo(ENTER)[1]?.body).toMatchObject({ termId: 'POS00102' });
  });

  it('a remembered terminal that is no longer active is not proposed', async () => {
    localStorage.setItem('prestadores.conectividad.terminal.100001', 'POS00199');
    await seedSession(connectivityUser());
    mockModuleApi('conectividad', routes());
    const { user } = renderApp({ path: PATH });
    const form = await fillEntry(user, { terminal: false });
    expect(
      within(form).getByLabelText<HTMLInputElement>(/^Terminal/, { selector: 'input' }).value,
    ).toBe('');
  });

  it.each([
    ['NOT_COVERED', COVERAGE_MESSAGES.notCovered, false],
    ['AFFILIATE_INVALID', MESSAGES.affiliateInvalid, false],
    ['AUTHORIZATION_REQUIRED', COVERAGE_MESSAGES.authorization, true],
  ])('a %s refusal shows its message', async (code, message, link) => {
    await seedSession(connectivityUser());
    mockModuleApi('conectividad', routes({ [ENTER]: errorReply(422, message, code) }));
    const { user } = renderApp({ path: PATH });
    const form = await fillEntry(user);
    await user.click(within(form).getByRole('button', { name: 'Registrar prestación' }));
    const refusal = await screen.findByRole('alert', { name: /no se registró/ });
    expect(within(refusal).getByText(message)).toBeTruthy();
    expect(within(refusal).queryByRole('link', { name: /autorizaciones/ }) !== null).toBe(link);
  });

  it('an open service is cancelled after confirming', async () => {
    await seedSession(connectivityUser());
    const api = mockModuleApi(
      'conectividad',
      routes({
        [ENTER]: { status: 201, body: ticket() },
        'POST /pre/v1/conectividad/100001/anula-prestacion': {
          body: ticket({ estado: 'anulada', fechaAnulacion: '2026-03-10T13:10:00.000Z' }),
        },
        'GET /pre/v1/conectividad/100001/reimpresionTicket/100000001': {
          body: ticket({ estado: 'anulada', fechaAnulacion: '2026-03-10T13:10:00.000Z' }),
        },
      }),
    );
    const { user } = renderApp({ path: PATH });
    const form = await fillEntry(user);
    await user.click(within(form).getByRole('button', { name: 'Registrar prestación' }));
    await user.click(await screen.findByRole('button', { name: 'Anular prestación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular prestación' });
    await user.click(within(dialog).getByRole('button', { name: 'Anular' }));

    const section = await screen.findByRole('region', { name: 'Ticket N° 100000001' });
    expect(await within(section).findByText('Anulada')).toBeTruthy();
    expect(within(section).getByText('10/03/2026 10:10')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Anular prestación' })).toBeNull();
    expect(await screen.findAllByText(CONNECTIVITY_MESSAGES.cancelled)).not.toHaveLength(0);
    expect(api.callsTo('POST /pre/v1/conectividad/100001/anula-prestacion')[0]?.body).toEqual({
      nroTicket: 100000001,
    });
  });

  it('a 401 on a connectivity call ends the session and sends the user home', async () => {
    await seedSession(connectivityUser());
    mockModuleApi(
      'conectividad',
      routes({ [ENTER]: errorReply(401, 'Token vencido', 'UNAUTHORIZED') }),
    );
    const { user, location } = renderApp({ path: PATH });
    const form = await fillEntry(user);
    await user.click(within(form).getByRole('button', { name: 'Registrar prestación' }));

    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
