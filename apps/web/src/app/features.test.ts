import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PRIVATE_ROUTES } from '@portal/domain/access';
import { describe, expect, it } from 'vitest';
import type { Feature, Lazy } from '@/lib/feature';
import { duplicateClaims, menuBadgesOf, privatePagesOf } from './feature-registry';
import { FEATURES, featuresOf } from './features';

/** What a feature's lazy component renders once its import is done: the module's default. */
const load = <P extends object>(component: Lazy<P>): Promise<unknown> => component.load();

function isComponent(value: unknown): boolean {
  return typeof value === 'function';
}

const PRIVATE_PATHS = new Set<string>(PRIVATE_ROUTES.map((route) => route.path));

describe('feature indexes', () => {
  it('each feature has its own id and no two features claim the same address', () => {
    const ids = FEATURES.map((feature) => feature.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(duplicateClaims(FEATURES)).toEqual(new Map());
  });

  it('the duplicate check names a path two features claim, with both features', () => {
    const page = FEATURES.flatMap((feature) => Object.values(feature.privatePages ?? {}))[0]!;
    const intruder: Feature = { id: 'intruder', privatePages: { 'tramitesonline/censos': page } };
    expect(duplicateClaims([...FEATURES, intruder])).toEqual(
      new Map([['tramitesonline/censos', ['censuses', 'intruder']]]),
    );
  });

  it('private pages are routes of the domain table, and public routes are not', () => {
    const declared = FEATURES.flatMap((feature) => Object.keys(feature.privatePages ?? {}));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((path) => !PRIVATE_PATHS.has(path))).toEqual([]);
    const routes = FEATURES.flatMap((feature) => feature.routes ?? []);
    expect(routes.filter((route) => PRIVATE_PATHS.has(route.path))).toEqual([]);
  });

  it('every private route of the domain table has a page, and it loads a real lazy component', async () => {
    const pages = privatePagesOf(FEATURES);
    expect(PRIVATE_ROUTES.filter((route) => !pages.has(route.path))).toEqual([]);
    for (const route of PRIVATE_ROUTES) {
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

describe('the feature folders are the feature list', () => {
  // happy-dom's URL is a browser's, so the folder is found by the module's own path.
  const FOLDERS = join(dirname(import.meta.filename), '../features');

  it('gives the feature of every folder with an index, named as its folder, in its order', () => {
    const folders = readdirSync(FOLDERS)
      .filter((folder) => existsSync(join(FOLDERS, folder, 'index.ts')))
      .sort();
    expect(FEATURES.map((feature) => feature.id)).toEqual(folders);
  });

  it('sorts by folder whatever order the indexes come in', () => {
    const feature = (id: string): Feature => ({ id });
    const features = featuresOf({
      '../features/support-cases/index.ts': { supportCasesFeature: feature('support-cases') },
      '../features/auth/index.ts': { authFeature: feature('auth') },
    });
    expect(features.map((each) => each.id)).toEqual(['auth', 'support-cases']);
  });

  it("names the index that exports no feature under its folder's name", () => {
    expect(() =>
      featuresOf({ '../features/billing/index.ts': { billing: { id: 'billing' } } }),
    ).toThrow('../features/billing/index.ts exports no billingFeature');
  });
});
