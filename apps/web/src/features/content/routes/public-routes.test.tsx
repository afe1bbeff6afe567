import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { CONTENT_PAGES } from '../content-pages';

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

  it('the spec lists ten prevention pages and every public page has a route with its title', () => {
    expect(CONTENT_PAGES.filter((page) => page.path.startsWith('prevencion/'))).toHaveLength(10);
    expect(new Set(CONTENT_PAGES.map((page) => page.path)).size).toBe(CONTENT_PAGES.length);
  });

  it('a prevention page shows its title and summary inside the standard menu layout', async () => {
    mockApi();
    renderApp({ path: '/prevencion/insuficiencia_cardiaca' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Insuficiencia cardíaca' }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Información para prestadores' })).toBeTruthy();
  });

  it('the medical-centres index is the insurer’s own centres', async () => {
    mockApi();
    renderApp({ path: '/centrosmedicos' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Centros médicos propios' }),
    ).toBeTruthy();
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
