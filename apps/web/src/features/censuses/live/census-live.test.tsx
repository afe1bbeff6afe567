import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { eventStream } from '@/testing/support-cases';
import { censusRow, censusUser, searchPage } from '../testing';

const SEARCH = 'GET /pre/v1/censos/100001/registros';
const EVENTS = 'GET /pre/v1/censos/eventos';

describe("the census search shows the medical audit's decisions live (docs/decisions/0071)", () => {
  it('a row the auditor observes turns Observado with the message, with no reload', async () => {
    await seedSession(censusUser(false));
    const live = eventStream();
    let row = censusRow({ id: 7 });
    const api = mockModuleApi('censos', {
      [SEARCH]: () => ({ body: searchPage([row]) }),
      [EVENTS]: { stream: live.stream },
    });
    const { user } = renderApp({ path: '/tramitesonline/censos' });
    await user.click(await screen.findByRole('tab', { name: 'Búsqueda de Censos' }));
    const [, pending] = await screen.findAllByRole('row');
    expect(within(pending!).getByText('Pendiente')).toBeTruthy();

    row = censusRow({
      id: 7,
      estado: 2,
      estadoDesc: 'Observado',
      mensajeAuditoria: 'Falta la fecha de alta',
    });
    live.send('censo', { id: 7, estado: 2 });
    expect(await screen.findByText('Falta la fecha de alta')).toBeTruthy();
    const [, observed] = screen.getAllByRole('row');
    expect(within(observed!).getByText('Observado')).toBeTruthy();

    const stream = api.callsTo(EVENTS)[0];
    expect(stream?.headers.get('Authorization')).toBe('Bearer token-demo');
    expect(stream?.url.search).toBe('');
  });
});
