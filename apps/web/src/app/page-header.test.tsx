import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** The trail as a user reads it: each step's text, and the link it goes to (none for the page). */
async function trail() {
  const nav = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return link ? `${item.textContent} → ${link.getAttribute('href')}` : item.textContent;
    });
}

describe('every page below the home has a trail from Inicio (PageShell)', () => {
  it('a private page below a menu entry: Inicio › section › entry › the page, the page marked current', async () => {
    await seedSession(userConfig());
    // The trail comes from the route and the menu alone: the page's own calls need no answer.
    mockApi();
    renderApp({ path: '/tramitesonline/tramites-de-autorizaciones/tramites/7100001' });
    await screen.findByRole('heading', { level: 1, name: 'Trámite N.º 7100001' });
    expect(await trail()).toEqual([
      'Inicio → /prestadores',
      '›Autorizaciones',
      '›Trámites de autorizaciones → /prestadores/tramitesonline/tramites-de-autorizaciones',
      '›Trámite N.º 7100001',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(nav).getByText('Trámite N.º 7100001').getAttribute('aria-current')).toBe('page');
  });

  it('a visitor’s public page: its section links the section’s index page', async () => {
    mockApi();
    renderApp({ path: '/prevencion/diabetes' });
    await screen.findByRole('heading', { level: 1, name: 'Diabetes' });
    expect(await trail()).toEqual([
      'Inicio → /prestadores',
      '›Prevención → /prestadores/prevencion/objetivos',
      '›Diabetes',
    ]);
  });

  it('the home has none', async () => {
    mockApi();
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Portal de Prestadores' });
    expect(screen.queryByRole('navigation', { name: 'Ruta de navegación' })).toBeNull();
  });
});
