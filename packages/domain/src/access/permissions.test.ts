import { describe, expect, it } from 'vitest';
import type { PermissionKey } from './permission-keys.ts';
import {
  decideAccess,
  deriveAbilities,
  isActive,
  isEnabled,
  type Abilities,
  type MenuPermission,
  type UserPermissions,
} from './permissions.ts';

const entry = (id: string, habilitado = true, active = true): MenuPermission => ({
  id,
  habilitado,
  active,
});

const permissionsOf = (entries: MenuPermission[], habilitarTodo = false): UserPermissions => ({
  leftNavigationAndMenuButtons: entries,
  cap: { active: false },
  habilitarTodo,
});

describe('decideAccess (spec §4 route display, §6 order)', () => {
  const censos = permissionsOf([entry('censos')]);

  const cases: {
    story: string;
    loggedIn: boolean;
    termsAccepted: boolean;
    permissions: UserPermissions | null;
    key: PermissionKey;
    expected: ReturnType<typeof decideAccess>;
  }[] = [
    {
      story: 'a visitor is sent to log in',
      loggedIn: false,
      termsAccepted: true,
      permissions: censos,
      key: 'censos',
      expected: 'login',
    },
    {
      story: 'a visitor is sent to log in before anything about terms',
      loggedIn: false,
      termsAccepted: false,
      permissions: null,
      key: 'censos',
      expected: 'login',
    },
    {
      story: 'a session without its permissions loaded counts as not logged in',
      loggedIn: true,
      termsAccepted: true,
      permissions: null,
      key: 'censos',
      expected: 'login',
    },
    {
      story: 'pending terms show the terms screen on a permitted module',
      loggedIn: true,
      termsAccepted: false,
      permissions: censos,
      key: 'censos',
      expected: 'terms',
    },
    {
      story: 'pending terms come before the missing-permission message',
      loggedIn: true,
      termsAccepted: false,
      permissions: permissionsOf([]),
      key: 'consulta-de-liquidacion',
      expected: 'terms',
    },
    {
      story: 'pending terms come before the maintenance image',
      loggedIn: true,
      termsAccepted: false,
      permissions: permissionsOf([entry('censos', true, false)]),
      key: 'censos',
      expected: 'terms',
    },
    {
      story: 'the terms route itself is reachable with pending terms',
      loggedIn: true,
      termsAccepted: false,
      permissions: permissionsOf([entry('terminos')]),
      key: 'terminos',
      expected: 'allowed',
    },
    {
      story: 'the terms route with pending terms still needs its own terminos entry',
      loggedIn: true,
      termsAccepted: false,
      permissions: permissionsOf([]),
      key: 'terminos',
      expected: 'forbidden',
    },
    {
      story: 'a module with no menu entry is forbidden',
      loggedIn: true,
      termsAccepted: true,
      permissions: censos,
      key: 'consulta-de-liquidacion',
      expected: 'forbidden',
    },
    {
      story: 'an entry that is not habilitado is forbidden',
      loggedIn: true,
      termsAccepted: true,
      permissions: permissionsOf([entry('censos', false, true)]),
      key: 'censos',
      expected: 'forbidden',
    },
    {
      story: 'forbidden comes before maintenance',
      loggedIn: true,
      termsAccepted: true,
      permissions: permissionsOf([entry('censos', false, false)]),
      key: 'censos',
      expected: 'forbidden',
    },
    {
      story: 'habilitarTodo enables an entry that is not habilitado',
      loggedIn: true,
      termsAccepted: true,
      permissions: permissionsOf([entry('censos', false, true)], true),
      key: 'censos',
      expected: 'allowed',
    },
    {
      story: 'habilitarTodo does not make an inactive module active',
      loggedIn: true,
      termsAccepted: true,
      permissions: permissionsOf([entry('censos', false, false)], true),
      key: 'censos',
      expected: 'maintenance',
    },
    {
      story: 'habilitarTodo does not invent a missing entry',
      loggedIn: true,
      termsAccepted: true,
      permissions: permissionsOf([], true),
      key: 'censos',
      expected: 'forbidden',
    },
    {
      story: 'an enabled but inactive module shows the maintenance image',
      loggedIn: true,
      termsAccepted: true,
      permissions: permissionsOf([entry('consulta-de-liquidacion', true, false)]),
      key: 'consulta-de-liquidacion',
      expected: 'maintenance',
    },
    {
      story: 'an enabled, active module is allowed',
      loggedIn: true,
      termsAccepted: true,
      permissions: censos,
      key: 'censos',
      expected: 'allowed',
    },
    {
      story: 'a key with a slash matches its entry exactly',
      loggedIn: true,
      termsAccepted: true,
      permissions: permissionsOf([entry('consulta-de-facturas/pagos')]),
      key: 'consulta-de-facturas/pagos',
      expected: 'allowed',
    },
    {
      story: 'an entry for a prefix of the key does not count',
      loggedIn: true,
      termsAccepted: true,
      permissions: permissionsOf([entry('consulta-de-facturas')]),
      key: 'consulta-de-facturas/pagos',
      expected: 'forbidden',
    },
  ];
  it.each(cases.map((c) => [c.story, c.expected, c] as const))(
    '%s → %s',
    (_story, expected, { loggedIn, termsAccepted, permissions, key }) => {
      expect(decideAccess({ loggedIn, termsAccepted, permissions }, key)).toBe(expected);
    },
  );
});

describe('isEnabled and isActive', () => {
  it.each([
    ['habilitado and active', [entry('censos', true, true)], false, true, true],
    ['habilitado but inactive', [entry('censos', true, false)], false, true, false],
    ['not habilitado but active', [entry('censos', false, true)], false, false, true],
    ['not habilitado, with habilitarTodo', [entry('censos', false, true)], true, true, true],
    ['inactive, with habilitarTodo', [entry('censos', false, false)], true, true, false],
    ['no entry', [], false, false, false],
    ['no entry, with habilitarTodo', [], true, false, false],
    ['only another module’s entry', [entry('calificaciones')], false, false, false],
    ['an entry whose id differs in case', [entry('Censos')], false, false, false],
  ])('a censos entry %s: enabled %s, active %s', (_story, entries, all, enabled, active) => {
    const permissions = permissionsOf(entries, all);
    expect(isEnabled(permissions, 'censos')).toBe(enabled);
    expect(isActive(permissions, 'censos')).toBe(active);
  });
});

describe('deriveAbilities (the four menu button ids, spec §2/§6)', () => {
  const none: Abilities = {
    enterServices: false,
    ticketSearch: false,
    reports: false,
    eligibility: false,
  };

  it.each([
    ['ingreso-de-prestaciones', 'enterServices'],
    ['busqueda-de-tickets', 'ticketSearch'],
    ['reportes', 'reports'],
    ['elegibilidad', 'eligibility'],
  ] as const)('the button %s alone grants only %s', (id, ability) => {
    expect(deriveAbilities(permissionsOf([entry(id)]))).toEqual({ ...none, [ability]: true });
  });

  it.each([
    ['no entries', permissionsOf([])],
    ['only route keys', permissionsOf([entry('censos'), entry('atencion-medica')])],
    ['the buttons inactive', permissionsOf([entry('reportes', true, false)])],
    ['the buttons not habilitado', permissionsOf([entry('reportes', false, true)])],
    ['habilitarTodo over inactive buttons', permissionsOf([entry('reportes', false, false)], true)],
  ])('a user with %s has no abilities', (_story, permissions) => {
    expect(deriveAbilities(permissions)).toEqual(none);
  });

  it('a user with all four buttons enabled and active has every ability', () => {
    const ids = ['ingreso-de-prestaciones', 'busqueda-de-tickets', 'reportes', 'elegibilidad'];
    expect(deriveAbilities(permissionsOf(ids.map((id) => entry(id))))).toEqual({
      enterServices: true,
      ticketSearch: true,
      reports: true,
      eligibility: true,
    });
  });

  it('habilitarTodo grants an active button that is not habilitado', () => {
    expect(deriveAbilities(permissionsOf([entry('elegibilidad', false, true)], true))).toEqual({
      ...none,
      eligibility: true,
    });
  });
});
