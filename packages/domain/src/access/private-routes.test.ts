import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from './permission-keys.ts';
import { MEDICAL_ATTENTION_PAGES, PRIVATE_ROUTES } from './private-routes.ts';

/** Spec §2, "Private routes and their permission keys", row by row, exact paths and keys. */
const SPEC_TABLE = [
  ['informacionutil/planillas-presentaciones', 'planillas-presentaciones'],
  ['informacionutil/documentacion-para-autorizaciones', 'documentacion-para-autorizaciones'],
  ['informacionutil/practicas', 'practicas'],
  ['tramitesonline/consulta-pagos-facturas', 'consulta-de-facturas/pagos'],
  ['tramitesonline/consulta-de-liquidacion', 'consulta-de-liquidacion'],
  ['tramitesonline/validar-afiliado', 'validador-de-asociados'],
  ['tramitesonline/datos-personales', 'datos-personales'],
  ['tramitesonline/tramites-de-autorizaciones', 'tramites-de-autorizaciones'],
  ['tramitesonline/tramites-conectividad', 'conectividad'],
  ['tramitesonline/capweb', 'centro-de-atencion-al-prestador'],
  ['tramitesonline/mis-calificaciones', 'calificaciones'],
  ['tramitesonline/censos', 'censos'],
  ['tramitesonline/receta-digital', 'receta-digital'],
  ['tramitesonline/atencion-medica', 'atencion-medica'],
  ['gestionusuarios', 'gestion-usuarios'],
  ['gestionusuarios/registrar-usuario', 'registrar-usuarios'],
  ['gestionusuarios/modificar-usuario/{idUsuario}/{encryp}', 'modificar-usuario'],
  ['terminos-y-condiciones', 'terminos'],
  ['facturasFull', 'consulta-de-facturas/pagos'],
  ['pagosFull', 'consulta-de-facturas/pagos'],
  ['consultoriosFull', 'consulta-de-facturas/pagos'],
] as const;

/** The spec writes parameters as {name}; the route table uses the router's :name. */
const routerPath = (specPath: string): string => specPath.replace(/\{(\w+)\}/g, ':$1');

/** Routes this product adds under a spec key: the 'Actualización de datos' sub-pages. */
const ADDED_ROUTES = [
  ['tramitesonline/datos-personales/documentacion', 'datos-personales'],
  ['tramitesonline/datos-personales/domicilios', 'datos-personales'],
  // Spec §2 lists it with the information pages, full-screen; it shows the provider's own tax
  // data, so it is private under the payments key (ADR 0022).
  ['informacionutil/datos-impositivos', 'consulta-de-facturas/pagos'],
  // The FHIR clients act as a team member: whoever manages the team registers them (ADR 0065).
  ['gestionusuarios/sistemas-conectados', 'gestion-usuarios'],
] as const;

const routeAt = (path: string) => PRIVATE_ROUTES.find((route) => route.path === path);

describe('PRIVATE_ROUTES against spec §2', () => {
  it.each(SPEC_TABLE)('the spec route %s is guarded by the key %s', (specPath, key) => {
    expect(routeAt(routerPath(specPath))?.permission).toBe(key);
  });

  it.each(ADDED_ROUTES)('the added route %s is guarded by %s', (path, key) => {
    expect(routeAt(path)?.permission).toBe(key);
  });

  it('holds nothing beyond the spec table and the listed additions', () => {
    const expected = [
      ...SPEC_TABLE.map(([path]) => routerPath(path)),
      ...ADDED_ROUTES.map(([p]) => p),
    ];
    expect(PRIVATE_ROUTES.map((route) => route.path).sort()).toEqual(expected.sort());
  });

  it.each(PRIVATE_ROUTES.map((route) => [route.path, route.permission] as const))(
    'the route %s uses a known permission key (%s)',
    (_path, key) => {
      expect(PERMISSION_KEYS).toContain(key);
    },
  );

  it('every permission key of the spec table is a PERMISSION_KEY, and every key guards a route', () => {
    const specKeys = new Set(SPEC_TABLE.map(([, key]) => key));
    expect([...PERMISSION_KEYS].sort()).toEqual([...specKeys].sort());
  });

  it('no path is listed twice, and paths are relative to /prestadores', () => {
    const paths = PRIVATE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[\w-]+(\/[\w:-]+)*$/);
  });

  it('every route has a title to show', () => {
    for (const route of PRIVATE_ROUTES) expect(route.title.trim()).not.toBe('');
  });

  it('exactly the full-screen routes of spec §2 that need a permission are full-screen', () => {
    const fullScreen = PRIVATE_ROUTES.filter((route) => route.fullScreen === true);
    expect(fullScreen.map((route) => route.path).sort()).toEqual([
      'consultoriosFull',
      'facturasFull',
      'informacionutil/datos-impositivos',
      'pagosFull',
    ]);
  });
});

describe('MEDICAL_ATTENTION_PAGES (spec §2 atencion-medica nested pages)', () => {
  it('lists the cartilla pages and the five other pages, in order', () => {
    expect(MEDICAL_ATTENTION_PAGES.map((page) => page.path)).toEqual([
      'cartilla',
      'cartilla/especialidades-medicas',
      'cartilla/instituciones-profesionales',
      'cartilla/especialidades-guardias',
      'vacunas',
      'recetas',
      'estudios',
      'autorizaciones',
      'historial',
    ]);
  });
});
