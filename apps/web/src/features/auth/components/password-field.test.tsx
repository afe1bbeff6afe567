import { MESSAGES } from '@portal/domain/app';
import { PASSWORD_MAX_LENGTH, PASSWORD_REVEAL_MS } from '@portal/domain/auth';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicConfig } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { stubNarrowScreen } from '@/testing/narrow-screen';
import { renderApp } from '@/testing/render-app';

describe('login password field', () => {
  it('a visitor cannot type more than 30 characters of password', async () => {
    mockApi();
    const { user } = renderApp();
    const password = await screen.findByLabelText<HTMLInputElement>(/^Contraseña/);
    await user.type(password, 'x'.repeat(40));
    expect(password.maxLength).toBe(PASSWORD_MAX_LENGTH);
    expect(password.value).toHaveLength(PASSWORD_MAX_LENGTH);
  });

  it('a revealed password hides itself again after 3 seconds when configured', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi();
    const { user } = renderApp({ fakeTimers: true });
    const password = await screen.findByLabelText<HTMLInputElement>(/^Contraseña/);
    await user.type(password, 'secreta');
    // Wait for public config so the auto-hide setting is known.
    await vi.waitFor(() =>
      expect(document.querySelector('[aria-label="Otros sitios"]')).toBeTruthy(),
    );

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password.type).toBe('text');
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_REVEAL_MS - 100));
    expect(password.type).toBe('text');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(password.type).toBe('password');
  });

  it('without auto-hide configured, the revealed password stays visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /pre/v0/public-config': { body: publicConfig({ passwordRevealAutoHide: false }) },
    });
    const { user } = renderApp({ fakeTimers: true });
    const password = await screen.findByLabelText<HTMLInputElement>(/^Contraseña/);
    await vi.waitFor(() =>
      expect(document.querySelector('[aria-label="Otros sitios"]')).toBeTruthy(),
    );

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_REVEAL_MS * 2));
    expect(password.type).toBe('text');
  });

  it('below 768 px the header shows a compact link to the mobile login page', async () => {
    mockApi();
    stubNarrowScreen();
    const { user, location } = renderApp();
    const link = await screen.findByRole('link', { name: MESSAGES.login });
    expect(screen.queryByLabelText(/^Contraseña/)).toBeNull();
    await user.click(link);
    expect(location.pathname).toBe('/login-mobile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingresá al portal' }),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Contraseña/)).toBeTruthy();
  });
});
