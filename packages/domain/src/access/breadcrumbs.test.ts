import { describe, expect, it } from 'vitest';
import type { Crumb } from '../content/way-back.ts';
import { breadcrumbTrail } from './breadcrumbs.ts';
import { buildMenu, TERMS_PENDING_MENU, type MenuFlags } from './menu.ts';
import { PERMISSION_KEYS } from './permission-keys.ts';

const flags: MenuFlags = {
  providerType: 'P',
  termsAccepted: true,
  medicalHistoryEnable: true,
  userHasDOC24Permission: true,
  hospitalizationInAffiliateValidation: false,
};
const everything = {
  leftNavigationAndMenuButtons: PERMISSION_KEYS.map((id) => ({
    id,
    habilitado: true,
    active: true,
  })),
  cap: { active: true },
  habilitarTodo: false,
};
const demoMenu = buildMenu(everything, flags);
const renamedMenu = buildMenu(everything, { ...flags, hospitalizationInAffiliateValidation: true });

const home: Crumb = { label: 'Inicio', to: '' };

describe('breadcrumbTrail', () => {
  it.each<[string, string, string, Crumb[]]>([
    ['the home has none', '/', 'Portal de Prestadores', []],
    [
      'a public page sits in its menu section',
      '/informacionutil/nosotros',
      'Nosotros',
      [home, { label: 'Información útil' }, { label: 'Nosotros' }],
    ],
    [
      'a prevention programme links its section’s index page, trailing slash and all',
      '/prevencion/diabetes/',
      'Diabetes',
      [home, { label: 'Prevención', to: 'prevencion/objetivos' }, { label: 'Diabetes' }],
    ],
    [
      'a private page sits in its menu section',
      '/tramitesonline/validar-afiliado',
      'Validar afiliado',
      [home, { label: 'Autorizaciones' }, { label: 'Validar afiliado' }],
    ],
    [
      'a page below a menu entry links back to the entry',
      '/tramitesonline/tramites-de-autorizaciones/detalle/42',
      'Autorización 42',
      [
        home,
        { label: 'Autorizaciones' },
        { label: 'Trámites de autorizaciones', to: 'tramitesonline/tramites-de-autorizaciones' },
        { label: 'Autorización 42' },
      ],
    ],
    [
      'the longest matching entry wins (Gestión de usuarios, not a shorter one)',
      '/gestionusuarios/registrar-usuario',
      'Registrar usuario',
      [
        home,
        { label: 'Contrataciones' },
        { label: 'Gestión de usuarios', to: 'gestionusuarios' },
        { label: 'Registrar usuario' },
      ],
    ],
    [
      'a full-screen page without a menu entry sits under its permission key’s entry',
      '/facturasFull',
      'Facturas',
      [
        home,
        { label: 'Liquidaciones' },
        { label: 'Pagos y facturas', to: 'tramitesonline/consulta-pagos-facturas' },
        { label: 'Facturas' },
      ],
    ],
    [
      'a page titled like its entry does not repeat it',
      '/tramitesonline/consulta-pagos-facturas/pagos',
      'Pagos y facturas',
      [home, { label: 'Liquidaciones' }, { label: 'Pagos y facturas' }],
    ],
    [
      'an unknown page is one step below the home',
      '/login-mobile',
      'Ingresar',
      [home, { label: 'Ingresar' }],
    ],
  ])('%s', (_, path, title, trail) => {
    expect(breadcrumbTrail(path, title, demoMenu)).toEqual(trail);
  });

  it('takes the menu’s renamed labels (the census flag)', () => {
    expect(
      breadcrumbTrail('/tramitesonline/censos', 'Admisión a Internación', renamedMenu),
    ).toEqual([home, { label: 'Autorizaciones' }, { label: 'Admisión a Internación' }]);
  });

  it('a section named like the page is not repeated (terms pending)', () => {
    expect(
      breadcrumbTrail('/terminos-y-condiciones', 'Términos y condiciones', TERMS_PENDING_MENU),
    ).toEqual([home, { label: 'Términos y condiciones' }]);
  });

  it('a private page without a session menu is one step below the home', () => {
    expect(
      breadcrumbTrail('/tramitesonline/capweb', 'Centro de atención al prestador', []),
    ).toEqual([home, { label: 'Centro de atención al prestador' }]);
  });
});
