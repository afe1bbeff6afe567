import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { NARROW_QUERY } from '@/lib/use-narrow';
import { createVisitorServices } from '../services';
import { startIslands, type StopIslands } from './start-islands';

/** A prerendered information page as the server sends it, islands marked (lib/island). */
const SERVER_PAGE = `
  <div data-island="main-menu" class="island">
    <nav aria-label="Información para prestadores" id="main-menu"><button>del servidor</button></nav>
  </div>
  <main><h1>Nosotros</h1><p id="texto">Texto del servidor</p></main>`;

const wideMatchMedia = window.matchMedia.bind(window);
const onAPhone = () => {
  window.matchMedia = (query: string) => ({
    ...wideMatchMedia(query),
    matches: query === NARROW_QUERY,
  });
};

let container: HTMLElement;
let stop: StopIslands | undefined;
beforeEach(() => {
  window.history.replaceState(null, '', '/prestadores/informacionutil/nosotros');
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = SERVER_PAGE;
  document.body.append(container);
});
/** Adds an island's mark, with the server's markup inside, to the page. */
const withIsland = (name: string) => {
  container
    .querySelector('main')!
    .insertAdjacentHTML(
      'beforeend',
      `<div data-island="${name}" class="island"><p id="isla">Isla del servidor</p></div>`,
    );
};
afterEach(async () => {
  // What the boot mounted goes before the next test: nothing renders after the environment ends.
  await act(async () => {
    await stop?.();
  });
  stop = undefined;
  window.matchMedia = wideMatchMedia;
  container.remove();
});

const start = (narrow: boolean) => {
  const services = createVisitorServices({ now: () => new Date(), narrow });
  act(() => {
    stop = startIslands(container, services, { queries: { mutations: [], queries: [] }, narrow });
  });
  return services;
};

describe("a visitor's prerendered page (docs/decisions/0041)", () => {
  it("on a phone mounts the menu's island over the server's, and leaves the page's text as it came", async () => {
    onAPhone();
    const text = container.querySelector('#texto');
    start(true);
    const menu = within(container).getByRole('navigation', {
      name: 'Información para prestadores',
    });
    await userEvent.click(await within(menu).findByRole('button', { name: 'Abrir menú' }));
    expect(within(menu).getByRole('link', { name: 'Nosotros' }).getAttribute('href')).toBe(
      '/prestadores/informacionutil/nosotros',
    );
    expect(within(menu).queryByText('del servidor')).toBeNull();
    // The same node: never hydrated, never rendered again.
    expect(container.querySelector('#texto')).toBe(text);
  });

  it("on a wide screen leaves the server's menu alone: its links need no JavaScript", async () => {
    start(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(container).getByText('del servidor')).toBeTruthy();
  });

  it("mounts a feature's island at once over the server's markup, and leaves the rest as it came", async () => {
    mockApi();
    window.history.replaceState(null, '', '/prestadores/login-mobile');
    withIsland('login-page');
    const text = container.querySelector('#texto');
    start(false);
    expect(
      await screen.findByRole('form', { name: 'Ingreso de prestadores' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(container.querySelector('#isla')).toBeNull();
    expect(container.querySelector('#texto')).toBe(text);
  });

  it('an island no feature declares hands the page to the application, which shows it', async () => {
    mockApi();
    withIsland('no-declarada');
    start(false);
    expect(
      await screen.findByRole('link', { name: 'Saltar al contenido' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(container.querySelector('#isla')).toBeNull());
  });

  it('with a stored session hands the page to the application, which shows it with the session', async () => {
    await seedSession(userConfig());
    mockApi();
    start(false);
    expect(
      await screen.findByRole('navigation', { name: 'Menú principal' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(container.querySelector('#texto')).toBeNull());
  });

  it('a screen that is not the layout the server guessed hands the page to the application', async () => {
    mockApi();
    start(true); // the server guessed a phone; this screen is wide
    expect(
      await screen.findByRole(
        'navigation',
        { name: 'Información para prestadores' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(container.querySelector('#texto')).toBeNull());
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeTruthy();
  });
});
