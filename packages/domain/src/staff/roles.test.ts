import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, STAFF_ROLE_LABELS, normalizeRoles, staffMayCall } from './roles.ts';

describe('staffMayCall', () => {
  it.each([
    ['the one role the call asks', ['medical-auditor'], ['medical-auditor'], true],
    ['one of the roles the call asks', ['support'], ['settlements', 'support'], true],
    ['another role', ['settlements'], ['medical-auditor'], false],
    ['no role at all', [], ['medical-auditor'], false],
    ['admin on a queue call: not a master key', ['admin'], ['medical-auditor'], false],
    ['admin and the queue role', ['admin', 'medical-auditor'], ['medical-auditor'], true],
    ['admin on an admin call', ['admin'], ['admin'], true],
    ['any staff call, no role', [], [], true],
    ['an unknown role text', ['root'], ['admin'], false],
  ] as const)('%s', (_case, held, allowed, expected) => {
    expect(staffMayCall(held, allowed)).toBe(expected);
  });
});

describe('normalizeRoles', () => {
  it.each([
    [
      ['admin', 'support'],
      ['support', 'admin'],
    ],
    [['admin', 'admin'], ['admin']],
    [['root', 'support'], ['support']],
    [[], []],
  ])('%j → %j', (given, expected) => {
    expect(normalizeRoles(given)).toEqual(expected);
  });
});

it('every role has a Spanish label', () => {
  expect(STAFF_ROLES.map((role) => STAFF_ROLE_LABELS[role])).toEqual([
    'Auditoría médica',
    'Liquidaciones',
    'Contrataciones',
    'Soporte',
    'Edición de contenidos',
    'Administración',
  ]);
});
