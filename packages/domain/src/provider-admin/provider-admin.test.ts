import { describe, expect, it } from 'vitest';
import { moduleChange, switchableModules } from './modules.ts';
import { looseLikePattern, providerSearchTerms, searchKey } from './search.ts';
import { disabledAtAfterBlock, disabledAtAfterUnblock, teamMemberState } from './team-state.ts';

const EARLIER = new Date('2026-03-01T10:00:00-03:00');
const BLOCK = new Date('2026-03-10T10:00:00-03:00');

describe('providerSearchTerms', () => {
  it.each([
    ['nothing typed', '  ', {}],
    ['a provider code', '100001', { code: 100001, cuit: '100001' }],
    ['one digit is a code only', '7', { code: 7 }],
    ['a whole CUIT without dashes', '30712345678', { cuit: '30712345678' }],
    ['a CUIT with dashes', '30-71234567-8', { cuit: '30712345678' }],
    ['the start of a CUIT with a dash', '30-7123', { cuit: '307123' }],
    ['a name, folded as names are compared', '  Clínica   del Sol ', { text: 'clinica del sol' }],
    ['letters and digits are a name', 'Centro Nº 9', { text: 'centro n 9' }],
    ['punctuation alone searches nothing', ' .-/ ', {}],
    ['more digits than a CUIT are no code nor CUIT', '123456789012', {}],
  ])('%s', (_case, input, expected) => {
    expect(providerSearchTerms(input)).toEqual(expected);
  });
});

describe('searchKey', () => {
  it.each([
    ['Córdoba', 'cordoba'],
    ['PEÑA Y CÍA. S.R.L.', 'pena y cia s r l'],
    ['São Paulo', 'sao paulo'],
    ['  ', ''],
  ])('%s → %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});

describe('looseLikePattern', () => {
  // What the pattern must let through: the names whose key holds the words.
  const likes = (pattern: string, name: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('%', '.*')
        .replaceAll('_', '.')}$`,
      'is',
    ).test(name);
  it.each([
    ['clinica del sol', 'Clínica del Sol S.A.'],
    ['pena y cia', 'PEÑA Y CÍA. S.R.L.'],
    ['cordoba', 'Córdoba'],
    ['centro n 9', 'Centro Nº 9'],
  ])('%s lets %s through', (key, name) => {
    expect(searchKey(name)).toContain(key);
    expect(likes(looseLikePattern(key), name)).toBe(true);
  });

  it('is the key with wildcards for what accents may hide', () => {
    expect(looseLikePattern('pena y cia 9')).toBe('%p___%y%___%9%');
  });
});

describe('teamMemberState', () => {
  it.each([
    ['active', { disabledAt: null, blockedAt: null }, 'Activo'],
    ['made Inactivo by its admin', { disabledAt: EARLIER, blockedAt: null }, 'Inactivo'],
    ['blocked by the insurer', { disabledAt: BLOCK, blockedAt: BLOCK }, 'Bloqueado'],
    ['Inactivo, then blocked', { disabledAt: EARLIER, blockedAt: BLOCK }, 'Bloqueado'],
  ] as const)('%s', (_case, user, expected) => {
    expect(teamMemberState(user)).toBe(expected);
  });
});

describe('a block and its undoing', () => {
  it.each([
    ['an active user is disabled at the block', { disabledAt: null, blockedAt: null }, BLOCK],
    ['an Inactivo user keeps its date', { disabledAt: EARLIER, blockedAt: null }, EARLIER],
  ])('block: %s', (_case, user, expected) => {
    expect(disabledAtAfterBlock(user, BLOCK)).toEqual(expected);
  });

  it.each([
    ['a user the block disabled is active again', { disabledAt: BLOCK, blockedAt: BLOCK }, null],
    [
      'a user Inactivo before the block stays so',
      { disabledAt: EARLIER, blockedAt: BLOCK },
      EARLIER,
    ],
    ['a user never blocked is left as it is', { disabledAt: EARLIER, blockedAt: null }, EARLIER],
    ['an active user never blocked stays active', { disabledAt: null, blockedAt: null }, null],
  ])('unblock: %s', (_case, user, expected) => {
    expect(disabledAtAfterUnblock(user)).toEqual(expected);
  });
});

describe('the modules of a provider', () => {
  it.each([
    ['grants the new ones', ['censos'], ['censos', 'afiliados'], ['afiliados'], []],
    ['withdraws the dropped ones', ['censos', 'afiliados'], ['afiliados'], [], ['censos']],
    ['both, sorted', ['b', 'c'], ['c', 'a', 'd'], ['a', 'd'], ['b']],
    ['the same list changes nothing', ['a', 'b'], ['b', 'a', 'a'], [], []],
  ])('%s', (_case, current, wanted, granted, withdrawn) => {
    expect(moduleChange(current, wanted)).toEqual({ granted, withdrawn });
  });

  it('leaves out the modules every admin or user always has', () => {
    const catalogue = [{ id: 'censos' }, { id: 'terminos' }, { id: 'gestion-usuarios' }];
    expect(switchableModules(catalogue).map((entry) => entry.id)).toEqual(['censos']);
  });
});
