import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NARROW_QUERY } from '@/lib/use-narrow';
import { seedSession } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { censusRow, censusUser, searchPage } from '../testing';

const PATH = '/tramitesonline/censos';
const SEARCH = 'GET /pre/v1/censos/100001/registros';

const ROWS = [
  censusRow({ id: 1 }),
  censusRow({
    id: 2,
    fecha: '08/03/2026',
    estado: 2,
    estadoDesc: 'Observado',
    mensajeAuditoria: 'Revisa la fecha de ingreso',
  }),
  censusRow({ id: 3, fecha: '07/03/2026', estado: 3, estadoDesc: 'Aprobado' }),
];

const wideMatchMedia = window.matchMedia.bind(window);
afterEach(() => {
  window.matchMedia = wideMatchMedia;
});

async function searchCensuses() {
  await seedSession(censusUser(false));
  mockModuleApi('censos', { [SEARCH]: { body: searchPage(ROWS) } });
  const { user } = renderApp({ path: PATH });
  await user.click(await screen.findByRole('tab', { name: 'Búsqueda de Censos' }));
  await screen.findByText('Del 23/02/2026 al 10/03/2026: 3 registros.');
}

describe("the provider reads the medical audit's state of each census row", () => {
  it("the table shows each row's state, with the auditor's message under it", async () => {
    await searchCensuses();
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeTruthy();
    const [, pending, observed, approved] = screen.getAllByRole('row');
    expect(within(pending!).getByText('Pendiente')).toBeTruthy();
    expect(within(observed!).getByText('Observado')).toBeTruthy();
    expect(within(observed!).getByText('Revisa la fecha de ingreso')).toBeTruthy();
    expect(within(approved!).getByText('Finalizado')).toBeTruthy();
    expect(within(approved!).getByText('Aprobado')).toBeTruthy();
  });

  it("on a phone each card says the state and the auditor's message", async () => {
    window.matchMedia = (query: string) => ({
      ...wideMatchMedia(query),
      matches: query === NARROW_QUERY,
    });
    await searchCensuses();
    const card = screen.getByRole('listitem', { name: 'Ingreso del 08/03/2026' });
    expect(within(card).getByText('Estado:')).toBeTruthy();
    expect(within(card).getByText('Observado')).toBeTruthy();
    expect(within(card).getByText('Mensaje de la auditoría:')).toBeTruthy();
    expect(within(card).getByText('Revisa la fecha de ingreso')).toBeTruthy();
  });
});
