import { MESSAGES } from '@portal/domain/app';
import { REPORT_RANGE_MESSAGES } from '@portal/domain/connectivity';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/factories';
import { errorReply, mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { connectivityUser, csvReply, TERMINALS, ticket } from '../testing';

const PATH = '/tramitesonline/tramites-conectividad';
const BASE = '/pre/v1/conectividad/100001';

const transactionsReport = {
  tipo: 'IP',
  fechaDesde: '20260301',
  fechaHasta: '20260310',
  truncado: false,
  filas: [
    {
      nroTicket: 100000001,
      fecha: '2026-03-10T13:05:00.000Z',
      tipo: 'IP',
      estado: 'anulada',
      afiliado: '30000001 1 01',
      afiliadoNombre: 'Juan Pérez',
      codigo: '420101',
      descripcion: 'Consulta médica en consultorio',
      mod_cobert: 'AP',
      copago: 1234.5,
      terminal: 'POS00101',
      usuario: 'demo@prestadores.test',
    },
  ],
};

describe('trámites de conectividad', () => {
  it('shows one tab per ability the user has', async () => {
    await seedSession(connectivityUser(['reportes', 'busqueda-de-tickets']));
    mockModuleApi('conectividad');
    renderApp({ path: PATH });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Búsqueda de tickets', 'Reportes']);
    // The first section's first field has the focus.
    const number = screen.getByRole('textbox', { name: /Número de ticket/ });
    await waitFor(() => expect(document.activeElement).toBe(number));
  });

  it('without any connectivity ability the permission message is shown', async () => {
    await seedSession(connectivityUser([]));
    mockModuleApi('conectividad');
    renderApp({ path: PATH });
    expect(await screen.findByText(MESSAGES.noPermission)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('a ticket is reprinted by its number and the PDF offered', async () => {
    await seedSession(connectivityUser(['busqueda-de-tickets']));
    const api = mockModuleApi('conectividad', {
      [`GET ${BASE}/reimpresionTicket/100000001`]: { body: ticket() },
      [`GET ${BASE}/reimpresionTicket/100000001/pdf`]: { body: '%PDF-1.7' },
      [`GET ${BASE}/reimpresionTicket/999`]: errorReply(
        404,
        'No encontramos un ticket con ese número para tu prestador.',
        'NOT_FOUND',
      ),
    });
    const { user } = renderApp({ path: PATH });
    const number = await screen.findByRole('textbox', { name: /Número de ticket/ });
    await user.type(number, 'abc{Enter}');
    expect(await screen.findByText('Ingresá el número de ticket (solo dígitos).')).toBeTruthy();

    // Past what the call's path takes (int32): the contract's words, and nothing asked.
    await user.clear(number);
    await user.type(number, '99999999999{Enter}');
    expect(await screen.findByText('El número es demasiado grande.')).toBeTruthy();
    expect(api.calls.some((call) => call.path.includes('99999999999'))).toBe(false);

    await user.clear(number);
    await user.type(number, '999{Enter}');
    expect(
      await screen.findByText('No encontramos un ticket con ese número para tu prestador.'),
    ).toBeTruthy();

    await user.clear(number);
    await user.type(number, '100000001{Enter}');
    const section = await screen.findByRole('region', { name: 'Ticket N° 100000001' });
    expect(within(section).getByText('420101 · Consulta médica en consultorio')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Descargar PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket en PDF' });
    expect(within(dialog).getByRole('link', { name: 'Descargar' }).getAttribute('download')).toBe(
      'ticket-100000001.pdf',
    );
    expect(api.callsTo(`GET ${BASE}/reimpresionTicket/100000001/pdf`)).toHaveLength(1);
  });

  it('a report by type and date range shows es-AR dates and money and exports CSV', async () => {
    await seedSession(connectivityUser(['reportes']));
    const api = mockModuleApi('conectividad', {
      [`GET ${BASE}/transaccionesPorPrestador`]: (request) =>
        request.url.searchParams.get('formato') === 'csv'
          ? csvReply('Ticket;Fecha')
          : { body: transactionsReport },
    });
    const { user } = renderApp({
      path: PATH,
      now: () => new Date('2026-03-10T13:00:00.000Z'),
    });
    const start = await screen.findByLabelText('Desde');
    expect(start.getAttribute('name')).toBe('startDate');
    expect((start as HTMLInputElement).value).toBe('23/02/2026');
    expect(screen.getByLabelText<HTMLInputElement>('Hasta').value).toBe('10/03/2026');
    expect(screen.getByLabelText('Hasta').getAttribute('name')).toBe('endDate');
    await user.click(screen.getByRole('button', { name: 'Consultar reporte' }));

    const table = await screen.findByRole('table', {
      name: /Prestaciones del 01\/03\/2026 al 10\/03\/2026/,
    });
    expect(within(table).getByText('$ 1.234,50')).toBeTruthy();
    expect(within(table).getByText('10/03/2026 10:05')).toBeTruthy();
    expect(within(table).getByText('Anulada')).toBeTruthy();
    const [call] = api.callsTo(`GET ${BASE}/transaccionesPorPrestador`);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      tipo: 'IP',
      fechaDesde: '20260223',
      fechaHasta: '20260310',
      formato: 'json',
    });

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar reporte' });
    expect(within(dialog).getByRole('link', { name: 'Descargar' }).getAttribute('download')).toBe(
      'transaccionesPorPrestador-IP-20260223-20260310.csv',
    );
  });

  it('a reversed report range is refused before asking the server', async () => {
    await seedSession(connectivityUser(['reportes']));
    const api = mockModuleApi('conectividad');
    const { user } = renderApp({ path: PATH });
    const start = await screen.findByLabelText('Desde');
    await user.clear(start);
    await user.type(start, '31122026');
    expect((start as HTMLInputElement).value).toBe('31/12/2026');
    await user.click(screen.getByRole('button', { name: 'Consultar reporte' }));
    expect(await screen.findByText(REPORT_RANGE_MESSAGES.reversed)).toBeTruthy();
    expect(api.calls.some((call) => call.path.includes('PorPrestador'))).toBe(false);
  });

  it('a typed report range is sent as YYYYMMDD; an impossible day is flagged on its field', async () => {
    await seedSession(connectivityUser(['reportes']));
    const api = mockModuleApi('conectividad', {
      [`GET ${BASE}/transaccionesPorPrestador`]: { body: transactionsReport },
    });
    const { user } = renderApp({ path: PATH, now: () => new Date('2026-03-10T13:00:00.000Z') });
    const start = await screen.findByLabelText('Desde');
    const end = screen.getByLabelText('Hasta');
    await user.clear(start);
    await user.type(start, '1/3/2026');
    await user.clear(end);
    await user.type(end, '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Consultar reporte' }));

    expect(await screen.findByText(TYPED_DATE_INVALID)).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(start.getAttribute('aria-invalid')).not.toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(api.callsTo(`GET ${BASE}/transaccionesPorPrestador`)).toHaveLength(0);

    await user.clear(end);
    await user.type(end, '05032026');
    await user.click(screen.getByRole('button', { name: 'Consultar reporte' }));
    await screen.findByRole('table', { name: /^Prestaciones del/ });
    expect(screen.queryByText(TYPED_DATE_INVALID)).toBeNull();
    const [call] = api.callsTo(`GET ${BASE}/transaccionesPorPrestador`);
    expect(call?.url.searchParams.get('fechaDesde')).toBe('20260301');
    expect(call?.url.searchParams.get('fechaHasta')).toBe('20260305');
  });

  it('eligibility shows the verdict, the coverage rule and the plan exceptions', async () => {
    await seedSession(connectivityUser(['elegibilidad']));
    const api = mockModuleApi('conectividad', {
      [`POST ${BASE}/elegibilidad`]: {
        body: {
          isValid: true,
          mensaje: null,
          afiliado: {
            numero: '30000001 1 01',
            nombre: 'Juan',
            apellido: 'Pérez',
            estadoDesc: 'Activo',
            plan: { codigo: 310, descripcion: 'Plan 310' },
          },
          prestacion: null,
          cobertura: null,
          decision: null,
          copago: null,
        },
      },
      [`GET ${BASE}/consulta-prestaciones-exceptuadas`]: {
        body: [
          {
            codigo: 420201,
            cod_cobertura: 'AP',
            carac: 'A',
            descripcion: 'Psicoterapia',
            tipo: 'C',
            nomenclador: 'NN',
          },
        ],
      },
    });
    const { user } = renderApp({ path: PATH, now: () => new Date('2026-03-10T13:00:00.000Z') });
    const number = await screen.findByRole('textbox', { name: /Número de afiliado/ });
    const day = screen.getByLabelText(/^Fecha/);
    expect((day as HTMLInputElement).value).toBe('10/03/2026');
    await user.clear(day);
    await user.type(day, '0903');
    await user.type(number, '30000001 1 01{Enter}');
    // An unfinished date is refused on its field, with the cursor there to finish it.
    expect(await screen.findByText(TYPED_DATE_INVALID)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(day));
    expect(api.callsTo(`POST ${BASE}/elegibilidad`)).toHaveLength(0);
    await user.type(day, '2026{Enter}');
    expect(await screen.findByRole('alert', { name: 'Afiliado válido' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver prestaciones exceptuadas del plan' }));
    expect(await screen.findByRole('table', { name: /exceptuadas del plan 310/ })).toBeTruthy();
    expect(api.callsTo(`GET ${BASE}/consulta-prestaciones-exceptuadas`)[0]?.url.search).toBe(
      '?codigoPlan=310',
    );
    expect(api.callsTo(`POST ${BASE}/elegibilidad`)[0]?.body).toMatchObject({
      creden: '30000001 1 01',
      fecha: '20260309',
    });
  });

  it('"Nueva consulta" resets the connectivity state', async () => {
    await seedSession(connectivityUser());
    mockModuleApi('conectividad', {
      [`GET ${BASE}/terminales`]: { body: TERMINALS },
      [`GET ${BASE}/reimpresionTicket/100000001`]: { body: ticket() },
    });
    const { user } = renderApp({ path: PATH });
    await user.click(await screen.findByRole('tab', { name: 'Búsqueda de tickets' }));
    await user.type(screen.getByRole('textbox', { name: /Número de ticket/ }), '100000001{Enter}');
    await screen.findByRole('region', { name: 'Ticket N° 100000001' });

    await user.click(screen.getByRole('button', { name: 'Nueva consulta' }));
    expect(screen.queryByRole('region', { name: 'Ticket N° 100000001' })).toBeNull();
    expect(
      screen.getByRole('tab', { name: 'Ingreso de prestaciones' }).getAttribute('aria-selected'),
    ).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Búsqueda de tickets' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Número de ticket/ }).value).toBe(
      '',
    );
  });
});
