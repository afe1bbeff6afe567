import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { MODULE_STATUS_FRESH_MS } from './module-status';

const STATUS = 'GET /pre/v1/modulos/validador-de-asociados';
const PATH = '/tramitesonline/validar-afiliado';

const pageShown = () => screen.findByRole('heading', { level: 1, name: 'Validar afiliado' });
/**
 * Once the page shows, React's pending renders and effects (and the promises they start) run
 * out: a second check, were one coming from the gate's mount or the page's, is sent by then.
 */
const settled = () => act(() => Promise.resolve());

afterEach(() => {
  vi.restoreAllMocks();
});

// strict: false counts the calls a production page makes (see renderApp).
describe("a private page's module check (the gate asks the server before the page shows)", () => {
  it.each([
    ['reloaded with a stored session: the gate takes the answer asked ahead of it', true],
    ['opened with nothing asked ahead: the gate asks on its own', false],
  ])('%s, and the server is asked once', async (_case, preload) => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados');
    renderApp({ path: PATH, preload, strict: false });
    expect(await pageShown()).toBeTruthy();
    await settled();
    expect(api.callsTo(STATUS)).toHaveLength(1);
  });

  it('opened again once its answer has aged, the gate asks the server again', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados');
    const { user } = renderApp({ path: PATH, strict: false });
    expect(await pageShown()).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Portal de Prestadores' }));
    // The logged-in home may show a section of the same name: the page's title is what goes.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Validar afiliado' })).toBeNull(),
    );
    const later = Date.now() + MODULE_STATUS_FRESH_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    await user.click(within(menu).getByRole('link', { name: 'Validar afiliado' }));
    expect(await pageShown()).toBeTruthy();
    await settled();
    expect(api.callsTo(STATUS)).toHaveLength(2);
  });
});
