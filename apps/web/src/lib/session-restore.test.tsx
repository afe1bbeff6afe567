import { MESSAGES } from '@portal/domain/app';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('restoring a stored session at start', () => {
  it('a valid stored session is loaded without logging in again', async () => {
    await seedSession();
    mockApi();
    renderApp();
    expect(await screen.findByRole('button', { name: 'María Laura González' })).toBeTruthy();
    // The logged-in home is its own chunk: it arrives after the shell.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hola, María Laura González' }),
    ).toBeTruthy();
  });

  it('an auth record that cannot be decrypted forces a logout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seedSession();
    localStorage.setItem('auth', btoa('corrupted-corrupted-corrupted'));
    mockApi();
    renderApp({ path: '/tramitesonline/censos' });
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Error al desencriptar: Datos corruptos o clave incorrecta');
  });
});
