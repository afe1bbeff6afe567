import type { CaseSearchRequest } from '@portal/contracts';
import { sentSearchWindow } from '@portal/domain/support-cases';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockApi, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { CASE_NOW, caseSummary, referenceRoutes } from '@/testing/support-cases';

vi.setConfig({ testTimeout: 20_000 });

// CASE_NOW is 10/03/2026 10:00 in Argentina: one case filed this morning, one yesterday.
const TODAYS = caseSummary({ nroTramite: 4100020, inicio: '2026-03-10T12:00:00.000Z' });
const YESTERDAYS = caseSummary({ nroTramite: 4100019, inicio: '2026-03-09T12:00:00.000Z' });

/** Answers as the server does: the window read with the contract's rule for `fechaHasta`. */
function serverSearch({ body }: MockRequest) {
  const read = sentSearchWindow(body as CaseSearchRequest, CASE_NOW);
  if (!read.ok) return { status: 400, body: { message: read.problem } };
  const { desde, hasta } = read.window;
  const tramites = [TODAYS, YESTERDAYS].filter((row) => {
    const at = new Date(row.inicio).getTime();
    return at >= desde.getTime() && at < hasta.getTime();
  });
  return { body: { tramites, truncado: false } };
}

const listed = () =>
  within(screen.getByRole('table', { name: /Trámites iniciados/ }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('case search up to today', () => {
  it('a search whose "hasta" is today finds the case filed today', async () => {
    await seedSession(userConfig({ managementUnit: [5] }, 'P'));
    const api = mockApi({
      ...referenceRoutes('A'),
      'POST /pre/v3/cap/ConsultaTramites': serverSearch,
    });
    const searches = () => api.callsTo('POST /pre/v3/cap/ConsultaTramites').length;
    const { user } = renderApp({
      path: '/tramitesonline/capweb?pestania=estadoDeTramites',
      now: () => CASE_NOW,
    });
    await screen.findByRole('table', { name: /Trámites iniciados/ });
    expect(listed()).toEqual(['4100020', '4100019']);

    await user.type(screen.getByRole('textbox', { name: /^Desde/ }), '01032026');
    const hasta = screen.getByRole('textbox', { name: /^Hasta/ });
    await user.type(hasta, '10032026');
    const before = searches();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(searches()).toBe(before + 1));
    await waitFor(() => expect(listed()).toEqual(['4100020', '4100019']));

    await user.clear(hasta);
    await user.type(hasta, '09032026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(listed()).toEqual(['4100019']));
  });
});
