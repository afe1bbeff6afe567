import { describe, expect, it } from 'vitest';
import { appRoutesOf, privatePagesOf } from './feature-registry';
import { FEATURES } from './features';
import { appPageAt, privatePageAt } from './routes';

const PAGES = privatePagesOf(FEATURES);
/** The page a feature gives `path`: its one page, or its section's page at `sectionPath`. */
const pageOf = (path: string, sectionPath?: string) => {
  const content = PAGES.get(path)!;
  if ('page' in content) return content.page;
  return content.section.find((page) => page.path === sectionPath)!.page;
};

describe('the page a reloaded private address will show, loaded before the first render', () => {
  it.each([
    ['/prestadores/tramitesonline/validar-afiliado', 'tramitesonline/validar-afiliado'],
    ['/prestadores/tramitesonline/validar-afiliado/', 'tramitesonline/validar-afiliado'],
    ['/prestadores/tramitesonline/capweb', 'tramitesonline/capweb'],
  ])('%s is the page of %s, behind its permission', (pathname, path) => {
    const found = privatePageAt(pathname);
    expect(found?.page).toBe(pageOf(path));
    expect(found?.route.path).toBe(path);
  });

  it("finds a section's own page under the section's address", () => {
    const found = privatePageAt('/prestadores/tramitesonline/atencion-medica/vacunas');
    expect(found?.route.path).toBe('tramitesonline/atencion-medica');
    expect(found?.page).toBe(pageOf('tramitesonline/atencion-medica', 'vacunas'));
  });

  it.each([
    ['the home', '/prestadores/'],
    ['a public page', '/prestadores/informacionutil/nosotros'],
    ['an address outside the portal', '/otro/tramitesonline/validar-afiliado'],
    ['a page the section does not have', '/prestadores/tramitesonline/atencion-medica/no-existe'],
  ])('finds nothing to load for %s', (_name, pathname) => {
    expect(privatePageAt(pathname)).toBeUndefined();
  });
});

describe('the page an island-held address will show when the application takes over', () => {
  const routePage = (path: string) =>
    appRoutesOf(FEATURES).find((route) => route.path === path)!.page;

  it.each([
    ['/prestadores/', ''],
    ['/prestadores/informacionutil/nosotros', 'informacionutil/nosotros'],
    ['/prestadores/prevencion/diabetes', 'prevencion/diabetes'],
    ['/prestadores/login-mobile', 'login-mobile'],
  ])('%s is the page of %s', (pathname, path) => {
    expect(appPageAt(pathname)).toBe(routePage(path));
  });

  it.each([
    ['a private page: its own preload loads it', '/prestadores/tramitesonline/validar-afiliado'],
    ['a redirect', '/prestadores/home'],
    ['an address outside the portal', '/otro/informacionutil/nosotros'],
  ])('finds no feature page for %s', (_name, pathname) => {
    expect(appPageAt(pathname)).toBeUndefined();
  });
});
