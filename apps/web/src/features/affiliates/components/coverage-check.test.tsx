import { ABILITY_BUTTON_IDS, PERMISSION_KEYS } from '@portal/domain/access';
import { COVERAGE_MESSAGES } from '@portal/domain/coverage';
import { MESSAGES } from '@portal/domain/app';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissions, seedSession, userConfig } from '@/testing/factories';
import { errorReply, mockModuleApi, moduleAllowed, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { contract, coverage, SERVICES, validAnswer } from '../testing';

const PATH = '/tramitesonline/validar-afiliado';
const COVERAGE = 'GET /pre/v1/validador/cobertura';
const SERVICES_SEARCH = 'GET /pre/v1/validador/prestaciones';

function routes(coverageReply: MockHandler) {
  return {
    'POST /pre/v1/validador/100001/afiliado': { body: validAnswer() },
    'GET /pre/v1/validador/datos-fiscales/20123456': {
      body: { pk: { contra: 30000001, prepaga: 1 }, condicionImpuestos: 'Consumidor final' },
    },
    'GET /pre/v1/validador/token-terapeutico/1/30000001/1': { body: { requiereToken: false } },
    'GET /pre/v1/validador/contratos/30000001': { body: contract() },
    [SERVICES_SEARCH]: (request: { url: URL }) => {
      const code = request.url.searchParams.get('codigo');
      const text = request.url.searchParams.get('descripcion');
      const found = Object.values(SERVICES).filter((service) =>
        code
          ? String(service.codigo).startsWith(code)
          : service.descripcion.toLowerCase().includes((text ?? '').toLowerCase()),
      );
      return { body: found };
    },
    [COVERAGE]: coverageReply,
    'GET /pre/v1/validador/100001/terminales': {
      body: [
        {
          codigo: 'POS0001',
          descripcion: 'Mostrador',
          codigoEmpresaConectividad: 9,
          canal: 90,
          activa: true,
        },
      ],
    },
    'GET /pre/v1/validador/100001/circulos': errorReply(404, 'Sin círculos', 'NOT_FOUND'),
  };
}

type User = ReturnType<typeof renderApp>['user'];

/** Validates the demo affiliate; the coverage section then offers its service field. */
async function validateAffiliate(user: User) {
  const number = await screen.findByRole('textbox', { name: /Número de afiliado/ });
  await user.type(number, '30000001 1 01{Enter}');
  return screen.findByRole<HTMLInputElement>('combobox', { name: /Prestación/ });
}

async function validateAndAskFor(user: User, serviceText: string) {
  const service = await validateAffiliate(user);
  // The answer takes the focus (its heading is read out); Tab, past the card's coverage PDF,
  // reaches the service (the front desk's keyboard path).
  const heading = await screen.findByRole('heading', { name: 'Juan Pérez' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  await user.tab();
  expect(document.activeElement).toBe(
    screen.getByRole('button', { name: 'Descargar cobertura (PDF)' }),
  );
  await user.tab();
  expect(document.activeElement).toBe(service);
  await user.keyboard(serviceText);
  await waitFor(() => expect(service.value).toMatch(/ · /));
  await user.keyboard('{Enter}');
}

describe('coverage check on validar afiliado', () => {
  it('a full code is taken from the type-ahead, Enter asks for coverage and AP shows its rules', async () => {
    await seedSession();
    const api = mockModuleApi(
      'validador-de-asociados',
      routes({ body: coverage({ terminales: 'S', origenDeTransaccion: 90 }) }),
    );
    const { user } = renderApp({ path: PATH });
    await validateAndAskFor(user, '420101');

    const result = await screen.findByRole('alert', { name: /Modalidad de cobertura/ });
    expect(within(result).getByText(COVERAGE_MESSAGES.approved)).toBeTruthy();
    expect(await within(result).findByText(/terminal de conectividad: POS0001/)).toBeTruthy();
    expect(
      within(result).getByText('La prestación se registra a nombre del prestador.'),
    ).toBeTruthy();
    // This user may not enter services: no way to register it from here.
    expect(within(result).queryByRole('link', { name: /Registrar la prestación/ })).toBeNull();

    const [call] = api.callsTo(COVERAGE);
    expect(Object.fromEntries(call!.url.searchParams)).toMatchObject({
      prepagaAfilmed: '1',
      codigoPlan: '310',
      nomenclador: 'NN',
      prestacion: '420101',
      contratoAfilmed: '30000001',
      integranteAfilmed: '1',
      prestador: '100001',
      fecha: expect.stringMatching(/^\d{8}$/),
    });
    expect(api.callsTo(SERVICES_SEARCH)[0]?.url.search).toBe('?codigo=420101');
  });

  it('AP takes the focus and offers to register the service: Ingreso de prestaciones opens filled in', async () => {
    // A user who may enter services (the conectividad module and its ingreso-de-prestaciones button).
    await seedSession(
      userConfig({ userPermissions: permissions([...PERMISSION_KEYS, ...ABILITY_BUTTON_IDS]) }),
    );
    const api = mockModuleApi('validador-de-asociados', {
      ...routes({ body: coverage() }),
      ...moduleAllowed('conectividad'),
      'GET /pre/v1/conectividad/100001/terminales': {
        body: [
          {
            codigo: 'POS0001',
            descripcion: 'Mostrador',
            codigoEmpresaConectividad: 9,
            canal: 90,
            activa: true,
          },
        ],
      },
    });
    const { user, location } = renderApp({ path: PATH });
    await validateAndAskFor(user, '420101');

    const result = await screen.findByRole('region', { name: 'Resultado de la cobertura' });
    await within(result).findByText(COVERAGE_MESSAGES.approved);
    await waitFor(() => expect(document.activeElement).toBe(result));
    await user.tab();
    const link = within(result).getByRole('link', {
      name: 'Registrar la prestación en Trámites de conectividad',
    });
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(location.pathname).toBe('/tramitesonline/tramites-conectividad'));
    const form = await screen.findByRole('form', { name: 'Ingreso de prestaciones' });
    expect(
      within(form).getByRole<HTMLInputElement>('textbox', { name: /Número de afiliado/ }).value,
    ).toBe('30000001 1 01');
    expect(within(form).getByRole<HTMLInputElement>('combobox', { name: /Prestación/ }).value).toBe(
      '420101 · Consulta médica en consultorio',
    );
    // One terminal: it is taken, so the focus waits on the button that registers.
    const submit = within(form).getByRole('button', { name: 'Registrar prestación' });
    await waitFor(() => expect(document.activeElement).toBe(submit));
    expect(api.callsTo('GET /pre/v1/validador/cobertura')).toHaveLength(1);
  });

  it('NC is rejected with "Prestación no cubierta."', async () => {
    await seedSession();
    mockModuleApi('validador-de-asociados', routes({ body: coverage({ mod_cobert: 'NC' }) }));
    const { user } = renderApp({ path: PATH });
    await validateAndAskFor(user, '999901');
    expect(await screen.findByText('Prestación no cubierta.')).toBeTruthy();
  });

  it.each([
    ['AM', 'N', COVERAGE_MESSAGES.authorization],
    ['AP', 'S', COVERAGE_MESSAGES.exceptedAuthorization],
    ['SA', 'N', COVERAGE_MESSAGES.ownPath],
  ] as const)(
    '%s (exceptuada %s) leads to the authorizations module',
    async (mod, excepted, text) => {
      await seedSession();
      mockModuleApi(
        'validador-de-asociados',
        routes({ body: coverage({ mod_cobert: mod, exceptuada: excepted }) }),
      );
      const { user, location } = renderApp({ path: PATH });
      await validateAndAskFor(user, '420101');
      expect(await screen.findByText(text)).toBeTruthy();
      await user.click(screen.getByRole('link', { name: 'Ir a Trámites de autorizaciones' }));
      await waitFor(() =>
        expect(location.pathname).toBe('/tramitesonline/tramites-de-autorizaciones'),
      );
    },
  );

  it.each([
    ['no data', { body: null }],
    ['a failed check', errorReply(500, 'boom')],
  ])('%s is an empty result, not an error dialog', async (_case, reply) => {
    await seedSession();
    mockModuleApi('validador-de-asociados', routes(reply));
    const { user } = renderApp({ path: PATH });
    await validateAndAskFor(user, '420101');
    expect(await screen.findByText(COVERAGE_MESSAGES.noCoverageData)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a description search lists services and the arrows and Enter pick one', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados', routes({ body: coverage() }));
    const { user } = renderApp({ path: PATH });
    const service = await validateAffiliate(user);
    await user.type(service, 'consulta');
    const option = await screen.findByRole('option', { name: /420101 · Consulta médica/ });
    expect(option).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(service.value).toBe('420101 · Consulta médica en consultorio');
    expect(api.callsTo(SERVICES_SEARCH).at(-1)?.url.search).toBe('?descripcion=consulta');
  });

  it('asking without a service says to pick one', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados', routes({ body: coverage() }));
    const { user } = renderApp({ path: PATH });
    await validateAffiliate(user);
    await user.click(screen.getByRole('button', { name: 'Consultar cobertura' }));
    expect(await screen.findByText('Elegí una prestación de la lista.')).toBeTruthy();
    expect(api.callsTo(COVERAGE)).toHaveLength(0);
    const service = screen.getByRole('combobox', { name: /Prestación/ });
    await waitFor(() => expect(document.activeElement).toBe(service));
  });

  it('the service date is typed as dd/mm/aaaa; an impossible one is flagged and not asked', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados', routes({ body: coverage() }));
    const { user } = renderApp({ path: PATH, now: () => new Date('2026-03-10T13:00:00.000Z') });
    const service = await validateAffiliate(user);
    await user.type(service, '420101');
    await waitFor(() => expect(service.value).toMatch(/ · /));
    const day = screen.getByRole('textbox', { name: /^Fecha/ });
    expect((day as HTMLInputElement).value).toBe('10/03/2026');

    await user.clear(day);
    await user.type(day, '29022026{Enter}');
    expect(await screen.findByText(TYPED_DATE_INVALID)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(day));
    expect(api.callsTo(COVERAGE)).toHaveLength(0);

    await user.clear(day);
    await user.type(day, '2/3/2026{Enter}');
    await screen.findByRole('alert', { name: /Modalidad de cobertura/ });
    expect(api.callsTo(COVERAGE)[0]?.url.searchParams.get('fecha')).toBe('20260302');
  });

  it('without an affiliate the section shows the §2 message', async () => {
    await seedSession();
    mockModuleApi('validador-de-asociados');
    renderApp({ path: PATH });
    expect(await screen.findByText(MESSAGES.affiliateMissing)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Prestación/ })).toBeNull();
  });
});
