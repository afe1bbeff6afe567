import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NARROW_QUERY } from '@/lib/use-narrow';
import { visitorSectionsOf } from '../feature-registry';
import { FEATURES } from '../features';
import { visitorMenuSections } from '../layout/menu-view';
import { VISITOR_ISLAND_SECTIONS, VisitorMenuIsland } from './visitor-menu';

const wideMatchMedia = window.matchMedia.bind(window);

/** A phone's screen, as the browser's media query answers it. */
function onAPhone() {
  window.matchMedia = (query: string) => ({
    ...wideMatchMedia(query),
    matches: query === NARROW_QUERY,
  });
}

afterEach(() => {
  window.matchMedia = wideMatchMedia;
});

describe("the visitor's menu island (docs/decisions/0041)", () => {
  it('shows the sections the whole feature list gives visitors: no feature declares others', () => {
    expect(VISITOR_ISLAND_SECTIONS).toEqual(visitorMenuSections(visitorSectionsOf(FEATURES)));
  });

  it('on a phone opens from its burger, with links that load the public pages and the current one active', async () => {
    onAPhone();
    render(<VisitorMenuIsland pathname="/prevencion/diabetes" narrow />);
    const menu = screen.getByRole('navigation', { name: 'Información para prestadores' });
    expect(within(menu).queryAllByRole('link')).toEqual([]);

    await userEvent.click(within(menu).getByRole('button', { name: 'Abrir menú' }));
    const prevention = within(menu).getByRole('group', { name: 'Prevención' });
    const diabetes = within(prevention).getByRole('link', { name: 'Diabetes' });
    expect(diabetes.getAttribute('href')).toBe('/prestadores/prevencion/diabetes');
    expect(diabetes.hasAttribute('data-active')).toBe(true);
    const nosotros = within(menu).getByRole('link', { name: 'Nosotros' });
    expect(nosotros.getAttribute('href')).toBe('/prestadores/informacionutil/nosotros');
    expect(nosotros.hasAttribute('data-active')).toBe(false);

    await userEvent.click(within(menu).getByRole('button', { name: 'Cerrar menú' }));
    expect(within(menu).queryAllByRole('link')).toEqual([]);
  });
});
