import { describe, expect, it } from 'vitest';
import { appRoutesOf } from './app/feature-registry';
import { FEATURES } from './app/features';
import { isPrerenderable } from './entry-server';

describe('which pages the server prerenders (docs/decisions/0041)', () => {
  it.each([
    ['', true],
    ['informacionutil/nosotros', true],
    ['prevencion/diabetes', true],
    ['login-mobile', true],
    ['forgot-password', true],
    // The form or the way back, by the token in the browser's history state.
    ['forgot-password/new-password', false],
    // Only the route's own spelling: every other would be one more page in the API's cache.
    ['informacionutil/nosotros/', false],
    ['Informacionutil/Nosotros', false],
    ['INFORMACIONUTIL/NOSOTROS', false],
    // Pages that depend on the session, redirects and the not-found page.
    ['tramitesonline/validar-afiliado', false],
    ['tramitesonline', false],
    ['home', false],
    ['no-existe', false],
  ])('/%s: %s', (path, expected) => {
    expect(isPrerenderable(path)).toBe(expected);
  });

  // A new public page is its feature's route and nothing else: no list of pages to join.
  it("every public route a feature declares is prerendered, read from the features' routes alone", () => {
    const publicRoutes = appRoutesOf(FEATURES).filter(
      (route) =>
        !route.requiresLogin &&
        !route.browserOnly &&
        route.path !== '*' &&
        !route.path.includes(':'),
    );
    expect(publicRoutes.length).toBeGreaterThan(20);
    const left = publicRoutes.map((route) => route.path).filter((path) => !isPrerenderable(path));
    expect(left).toEqual([]);
  });
});
