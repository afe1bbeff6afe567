import { MESSAGES } from '@portal/domain/app';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/factories';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('a 401 during a session', () => {
  it('clears the stored session, shows the expired message and takes the user home', async () => {
    await seedSession();
    mockApi({ 'GET /pre/v1/modulos/censos': errorReply(401, 'Token inválido') });
    const { location, user } = renderApp({ path: '/tramitesonline/censos' });

    const dialog = await screen.findByRole('dialog', { name: 'Ups!' });
    expect(within(dialog).getByText(MESSAGES.sessionExpired)).toBeTruthy();
    await waitFor(() => expect(location.pathname).toBe('/'));
    for (const key of ['token', 'exp', 'auth', 'user_data', 'user_permissions']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    // The visitors' home is a lazy page: its login button shows once its code has loaded.
    expect(await screen.findByRole('button', { name: MESSAGES.login })).toBeTruthy();
    // Shown once, by the session handling, not again by the page that made the call.
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
