import { MESSAGES } from '@portal/domain/app';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expIn, loginResponse, seedSession, userConfig } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const WARNING = 'Tu sesión está por expirar';

async function seedExpiringIn(ms: number) {
  await seedSession(userConfig(), loginResponse({ exp: expIn(ms) }));
}

describe('session expiry', () => {
  it('shortly before expiry a dialog offers renewal and cannot be dismissed with Escape', async () => {
    await seedExpiringIn(30_000);
    mockApi();
    renderApp();
    const dialog = await screen.findByRole('dialog', { name: WARNING });
    expect(within(dialog).getByRole('button', { name: MESSAGES.renewSession })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: MESSAGES.closeSession })).toBeTruthy();
    // Only those two buttons: no close (×) button.
    expect(within(dialog).getAllByRole('button')).toHaveLength(2);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: WARNING })).toBeTruthy();
  });

  it('no dialog appears while the session has more time left than the warning window', async () => {
    await seedExpiringIn(10 * 60_000);
    mockApi();
    renderApp();
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: WARNING })).toBeNull();
  });

  it('Renovar sesión stores the new token and expiry and closes the dialog', async () => {
    await seedExpiringIn(30_000);
    const renewed = { token: 'token-renovado', exp: expIn(60 * 60_000) };
    const api = mockApi({ 'POST /pre/v0/auth-refresh': { body: renewed } });
    const { user } = renderApp();
    const dialog = await screen.findByRole('dialog', { name: WARNING });
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.renewSession }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: WARNING })).toBeNull());
    expect(localStorage.getItem('token')).toBe('token-renovado');
    expect(localStorage.getItem('exp')).toBe(renewed.exp);
    const [call] = api.callsTo('POST /pre/v0/auth-refresh');
    expect(call?.body).toMatchObject({
      token: 'token-demo',
      device: { deviceid: expect.any(String) as string },
    });
  });

  it('Cerrar sesión logs out from the expiry dialog', async () => {
    await seedExpiringIn(30_000);
    mockApi({ 'POST /pre/v0/auth-logout': { status: 204 } });
    const { user } = renderApp();
    const dialog = await screen.findByRole('dialog', { name: WARNING });
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.closeSession }));
    expect(await screen.findByRole('button', { name: MESSAGES.login })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('when the expiry passes the session is cleared and the expired message is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await seedExpiringIn(3_000);
    mockApi();
    renderApp({ fakeTimers: true });
    await screen.findByRole('dialog', { name: WARNING });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('dialog', { name: WARNING })).toBeNull();
  });

  it('a stored session that already expired is cleared at start with the expired message', async () => {
    await seedSession(userConfig(), loginResponse({ exp: expIn(-60_000) }));
    mockApi();
    renderApp({ path: '/tramitesonline/censos' });
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem('user_data')).toBeNull();
  });
});
