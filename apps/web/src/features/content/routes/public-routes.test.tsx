import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('public routes', () => {
  it('an unknown address shows the not-found page titled Ups!', async () => {
    mockApi();
    renderApp({ path: '/esto/no/existe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ups!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
  });

  it.each(['/home', '/home/', '/home/index.php'])('%s redirects to the home', async (path) => {
    mockApi();
    const { location } = renderApp({ path });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal de Prestadores' }),
    ).toBeTruthy();
    expect(location.pathname).toBe('/');
  });

  it('/tramitesonline lists the procedures of a logged-in provider, full screen', async () => {
    await seedSession();
    mockApi();
    renderApp({ path: '/tramitesonline' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trámites online' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Validar afiliado' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
  });

  it('/tramitesonline sends a visitor home', async () => {
    mockApi();
    const { location } = renderApp({ path: '/tramitesonline' });
    await waitFor(() => expect(location.pathname).toBe('/'));
  });
});
