import { PRIVATE_ROUTES } from '@portal/domain/access';
import { describe, expect, it } from 'vitest';
import type { Feature, Lazy } from '@/lib/feature';
import { duplicateClaims, menuBadgesOf, privatePagesOf } from './feature-registry';
import { FEATURES } from './features';

/** What a feature's lazy component renders once its import is done: the module's default. */
const load = <P extends object>(component: Lazy<P>): Promise<unknown> => component.load();

function isComponent(value: unknown): boolean {
  return typeof value === 'function';
}

const PRIVATE_PATHS = new Set(PRIVATE_ROUTES.map((route) => route.path));

describe('feature indexes', () => {
  it('each feature has its own id and no two features claim the same address', () => {
    const ids = FEATURES.map((feature) => feature.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(duplicateClaims(FEATURES)).toEqual(new Map());
  });

  it('the duplicate check names a path two features claim', () => {
    const page = FEATURES.flatMap((feature) => Object.values(feature.privatePages ?? {}))[0]!;
    const claim = (id: string): Feature => ({
      id,
      // A path no feature serves, so only the two test claims name it.
      privatePages: { 'ruta-de-prueba': page },
    });
    expect(duplicateClaims([...FEATURES, claim('a'), claim('b')])).toEqual(
      new Map([['ruta-de-prueba', ['a', 'b']]]),
    );
  });

  it('private pages are routes of the domain table, and public routes are not', () => {
    const declared = FEATURES.flatMap((feature) => Object.keys(feature.privatePages ?? {}));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((path) => !PRIVATE_PATHS.has(path))).toEqual([]);
    const routes = FEATURES.flatMap((feature) => feature.routes ?? []);
    expect(routes.filter((route) => PRIVATE_PATHS.has(route.path))).toEqual([]);
  });

  it('every private route with a page in a feature index loads a real lazy component', async () => {
    const pages = privatePagesOf(FEATURES);
    const provided = PRIVATE_ROUTES.filter((route) => pages.has(route.path));
    expect(provided.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        'tramitesonline/validar-afiliado',
        'tramitesonline/tramites-conectividad',
        'tramitesonline/capweb',
        'tramitesonline/censos',
        'tramitesonline/atencion-medica',
      ]),
    );
    for (const route of provided) {
      const content = pages.get(route.path)!;
      const components = 'section' in content ? content.section.map((p) => p.page) : [content.page];
      expect(components.length, route.path).toBeGreaterThan(0);
      for (const component of components) {
        expect(isComponent(await load(component)), route.path).toBe(true);
      }
    }
  });

  it('every public route and menu badge loads a real lazy component', async () => {
    const routes = FEATURES.flatMap((feature) => feature.routes ?? []);
    for (const route of routes) expect(isComponent(await load(route.page)), route.path).toBe(true);
    const badges = [...menuBadgesOf(FEATURES)];
    expect(badges.map(([id]) => id)).toEqual(['tramites-de-autorizaciones', 'capweb']);
    for (const [id, badge] of badges)
      expect(isComponent(await load(badge.component)), id).toBe(true);
  });
});
