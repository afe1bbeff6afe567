import { describe, expect, it } from 'vitest';
import type { ProviderType } from '../provider/provider.ts';
import {
  buildMenu,
  censusLabels,
  censusTransactionLabel,
  privateRouteTitle,
  dataUpdateSections,
  TELEMEDICINE_PATH,
  type MenuFlags,
  type MenuSection,
} from './menu.ts';
import { PERMISSION_KEYS } from './permission-keys.ts';
import type { MenuPermission, UserPermissions } from './permissions.ts';
import { PRIVATE_ROUTES } from './private-routes.ts';

const entry = (id: string, habilitado = true, active = true): MenuPermission => ({
  id,
  habilitado,
  active,
});

const permissionsOf = (entries: MenuPermission[], habilitarTodo = false): UserPermissions => ({
  leftNavigationAndMenuButtons: entries,
  cap: { active: true },
  habilitarTodo,
});

/** The demo account of DEMO-DATA.md: every module enabled and active. */
const everything = permissionsOf(PERMISSION_KEYS.map((key) => entry(key)));

const flagsFor = (overrides: Partial<MenuFlags> = {}): MenuFlags => ({
  providerType: 'P',
  termsAccepted: true,
  medicalHistoryEnable: false,
  userHasDOC24Permission: false,
  hospitalizationInAffiliateValidation: false,
  ...overrides,
});

const section = (menu: MenuSection[], id: MenuSection['id']) => menu.find((s) => s.id === id);
const linkIds = (menu: MenuSection[], id: MenuSection['id']) =>
  section(menu, id)?.links.map((link) => link.id);

describe('dataUpdateSections (spec §6 data-update sections by provider type)', () => {
  it.each<[string, ProviderType, string[]]>([
    ['a physical person (P)', 'P', ['datos-personales', 'domicilios']],
    ['a team (E)', 'E', ['datos-personales', 'domicilios']],
    ['an institution (I)', 'I', ['datos-personales', 'domicilios']],
    ['a college (C)', 'C', ['datos-personales', 'documentacion', 'domicilios']],
  ])('%s updates %j', (_story, type, expected) => {
    expect(dataUpdateSections(type)).toEqual(expected);
  });
});

describe('buildMenu', () => {
  it.each<[ProviderType, string[]]>([
    ['P', ['datos-personales', 'domicilios']],
    ['E', ['datos-personales', 'domicilios']],
    ['I', ['datos-personales', 'domicilios']],
    ['C', ['datos-personales', 'documentacion', 'domicilios']],
  ])('a provider of type %s sees %j under Actualización de datos', (providerType, expected) => {
    const menu = buildMenu(everything, flagsFor({ providerType }));
    expect(section(menu, 'actualizacion-de-datos')?.label).toBe('Actualización de datos');
    expect(linkIds(menu, 'actualizacion-de-datos')).toEqual(expected);
  });

  it('a fully enabled provider sees the four spec sections in order, with every link', () => {
    const menu = buildMenu(everything, flagsFor());
    expect(menu.map((s) => [s.id, s.label])).toEqual([
      ['contrataciones', 'Contrataciones'],
      ['autorizaciones', 'Autorizaciones'],
      ['liquidaciones', 'Liquidaciones'],
      ['actualizacion-de-datos', 'Actualización de datos'],
    ]);
    expect(linkIds(menu, 'contrataciones')).toEqual([
      'planillas',
      'practicas',
      'calificaciones',
      'capweb',
      'gestion-usuarios',
      'sistemas-conectados',
    ]);
    expect(linkIds(menu, 'autorizaciones')).toEqual([
      'validar-afiliado',
      'tramites-de-autorizaciones',
      'conectividad',
      'censos',
      'receta-digital',
      'documentacion-autorizaciones',
    ]);
    expect(linkIds(menu, 'liquidaciones')).toEqual(['liquidacion', 'pagos-facturas']);
  });

  it.each([true, false])(
    'with medical history and telemedicine, every internal link leads to a private route with the same key (hospitalization flag %s)',
    (hospitalizationInAffiliateValidation) => {
      const menu = buildMenu(
        everything,
        flagsFor({
          medicalHistoryEnable: true,
          userHasDOC24Permission: true,
          hospitalizationInAffiliateValidation,
        }),
      );
      // doc-24 opens the telemedicine page, which needs no module: only the user's flag.
      const internal = menu
        .flatMap((s) => s.links)
        .filter((link) => link.external !== true && link.to !== TELEMEDICINE_PATH);
      expect(internal.length).toBeGreaterThan(0);
      for (const link of internal) {
        const route = PRIVATE_ROUTES.find((r) => r.path === link.to);
        expect(route?.permission, link.to).toBe(link.permission);
      }
    },
  );

  it('a sub-user with only validador-de-asociados and datos-personales sees only those links', () => {
    const subUser = permissionsOf([
      entry('validador-de-asociados'),
      entry('datos-personales'),
      entry('censos', false, true),
      entry('consulta-de-liquidacion', false, false),
    ]);
    const menu = buildMenu(subUser, flagsFor());
    expect(menu.map((s) => s.id)).toEqual(['autorizaciones', 'actualizacion-de-datos']);
    expect(linkIds(menu, 'autorizaciones')).toEqual(['validar-afiliado']);
  });

  it('a module that is enabled but inactive is still listed (its page shows maintenance)', () => {
    const menu = buildMenu(
      permissionsOf([entry('consulta-de-liquidacion', true, false)]),
      flagsFor(),
    );
    expect(menu.map((s) => s.id)).toEqual(['liquidaciones']);
    expect(linkIds(menu, 'liquidaciones')).toEqual(['liquidacion']);
  });

  it('habilitarTodo lists links whose entries are not habilitado', () => {
    const menu = buildMenu(
      permissionsOf([entry('consulta-de-liquidacion', false, true)], true),
      flagsFor(),
    );
    expect(linkIds(menu, 'liquidaciones')).toEqual(['liquidacion']);
  });

  it('a college without datos-personales loses the whole Actualización de datos section', () => {
    const menu = buildMenu(permissionsOf([entry('censos')]), flagsFor({ providerType: 'C' }));
    expect(menu.map((s) => s.id)).toEqual(['autorizaciones']);
  });

  it('before accepting the terms the menu holds only the terms link, whatever the permissions', () => {
    const menu = buildMenu(
      everything,
      flagsFor({ termsAccepted: false, medicalHistoryEnable: true, userHasDOC24Permission: true }),
    );
    expect(menu.map((s) => s.id)).toEqual(['terminos']);
    expect(menu[0]?.links.map((link) => [link.label, link.to])).toEqual([
      ['Aceptar los términos y condiciones', 'terminos-y-condiciones'],
    ]);
  });

  it('a user with no permissions and no extra flags gets an empty menu', () => {
    expect(buildMenu(permissionsOf([]), flagsFor())).toEqual([]);
  });

  it.each([
    [false, 'Censos'],
    [true, 'Admisión a Internación'],
  ])('with hospitalizationInAffiliateValidation %s the census link reads %s', (flag, label) => {
    const menu = buildMenu(everything, flagsFor({ hospitalizationInAffiliateValidation: flag }));
    const census = section(menu, 'autorizaciones')?.links.find((link) => link.id === 'censos');
    expect(census).toMatchObject({ label, to: 'tramitesonline/censos', permission: 'censos' });
  });

  describe('extra entries (spec §2: appended with the medical-history and telemedicine flags)', () => {
    it.each<[string, boolean, boolean, string[] | undefined]>([
      ['neither flag adds no extras section', false, false, undefined],
      ['medicalHistoryEnable adds atencion-medica', true, false, ['atencion-medica']],
      ['userHasDOC24Permission adds doc-24', false, true, ['doc-24']],
      ['both flags add atencion-medica then doc-24', true, true, ['atencion-medica', 'doc-24']],
    ])('%s', (_story, medicalHistoryEnable, userHasDOC24Permission, expected) => {
      const menu = buildMenu(
        everything,
        flagsFor({ medicalHistoryEnable, userHasDOC24Permission }),
      );
      expect(linkIds(menu, 'extras')).toEqual(expected);
      if (expected) expect(menu.at(-1)?.id).toBe('extras');
    });

    it('atencion-medica also needs its permission, even with the medical-history flag', () => {
      const withoutKey = permissionsOf(
        PERMISSION_KEYS.filter((key) => key !== 'atencion-medica').map((key) => entry(key)),
      );
      const menu = buildMenu(withoutKey, flagsFor({ medicalHistoryEnable: true }));
      expect(section(menu, 'extras')).toBeUndefined();
    });

    it('the atencion-medica entry with its permission but without the flag is not listed', () => {
      const menu = buildMenu(permissionsOf([entry('atencion-medica')]), flagsFor());
      expect(menu).toEqual([]);
    });

    it('doc-24 needs no module: its entry opens the portal’s telemedicine page', () => {
      const menu = buildMenu(permissionsOf([]), flagsFor({ userHasDOC24Permission: true }));
      expect(menu).toEqual([
        {
          id: 'extras',
          label: 'Más servicios',
          links: [
            {
              id: 'doc-24',
              label: 'Telemedicina (Doc24)',
              to: TELEMEDICINE_PATH,
              permission: null,
            },
          ],
        },
      ]);
    });
  });
});

describe('censusLabels (spec §2 transaction area)', () => {
  it.each([
    [false, 'Censos', 'Búsqueda de Censos'],
    [true, 'Admisión a Internación', 'Búsqueda de Internaciones'],
  ])('with the hospitalization flag %s: %s / %s', (flag, census, censusSearch) => {
    expect(censusLabels(flag)).toEqual({ census, censusSearch });
  });
});

describe('the census route follows the flag in its title and transaction type', () => {
  const route = (path: string) => PRIVATE_ROUTES.find((candidate) => candidate.path === path)!;

  it.each([
    [false, 'Censos', 'Registro de pacientes internados / Censos'],
    [true, 'Admisión a Internación', 'Registro de pacientes internados / Admisión a Internación'],
  ])('with the hospitalization flag %s: %s', (flag, title, transaction) => {
    expect(privateRouteTitle(route('tramitesonline/censos'), flag)).toBe(title);
    expect(censusTransactionLabel(flag)).toBe(transaction);
  });

  it('every other route keeps its own title, whatever the flag', () => {
    const conectividad = route('tramitesonline/tramites-conectividad');
    expect(privateRouteTitle(conectividad, true)).toBe('Trámites de conectividad');
  });
});
