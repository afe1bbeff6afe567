import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { describe, expect, it } from 'vitest';
import type { Feature, SectionPage } from '@/lib/feature';
import { homeSectionsOf, privatePagesOf } from './feature-registry';

const page = <P extends object>() =>
  lazyWithPreload<P>(() => Promise.resolve({ default: () => null }));
const SECTION = 'tramitesonline/atencion-medica';

describe('sections other features give pages to', () => {
  const own: SectionPage[] = [
    { page: page() },
    { path: 'cartilla', title: 'Cartilla médica', page: page() },
    { path: 'vacunas', title: 'Vacunas', page: page() },
  ];
  const declaring: Feature = {
    id: 'medical-attention',
    privatePages: { [SECTION]: { section: own } },
  };

  it('a given page replaces the section’s own of the same path, keeping its title', () => {
    const cartilla = page<{ title: string }>();
    const urgent = page<{ title: string }>();
    const giving: Feature = {
      id: 'directory',
      sectionPages: {
        [SECTION]: [
          { path: 'cartilla', page: cartilla },
          { path: 'guardias', title: 'Guardias cercanas', page: urgent },
        ],
      },
    };
    const content = privatePagesOf([giving, declaring]).get(SECTION)!;
    expect('section' in content && content.section).toEqual([
      own[0],
      { path: 'cartilla', title: 'Cartilla médica', page: cartilla },
      own[2],
      { path: 'guardias', title: 'Guardias cercanas', page: urgent },
    ]);
  });

  it('pages given to a route that is no section, or that no listed feature serves, change nothing', () => {
    const single = page<{ title: string }>();
    const giving: Feature = {
      id: 'x',
      sectionPages: {
        'tramitesonline/censos': [{ path: 'a', page: page() }],
        'tramitesonline/receta-digital': [{ path: 'b', page: page() }],
      },
    };
    const owner: Feature = {
      id: 'censuses',
      privatePages: { 'tramitesonline/censos': { page: single } },
    };
    const pages = privatePagesOf([giving, owner]);
    expect(pages.get('tramitesonline/censos')).toEqual({ page: single });
    expect(pages.has('tramitesonline/receta-digital')).toBe(false);
  });

  it('the home shows each feature’s part for visitors, in the list’s order', () => {
    const first = page();
    const second = page();
    expect(
      homeSectionsOf([
        { id: 'a', homeSection: first },
        { id: 'b' },
        { id: 'c', homeSection: second },
      ]),
    ).toEqual([first, second]);
  });
});
