import { describe, expect, it } from 'vitest';
import { grantedScopes } from './scopes.ts';

const allowed = ['system/Patient.read', 'system/Coverage.read'];

describe('grantedScopes', () => {
  it.each([
    ['nothing asked: all it may have', undefined, { granted: allowed }],
    ['blank asked: all it may have', '  ', { granted: allowed }],
    ['one it may have', 'system/Patient.read', { granted: ['system/Patient.read'] }],
    [
      'repeated scopes once',
      'system/Patient.read  system/Patient.read',
      { granted: ['system/Patient.read'] },
    ],
    [
      'one it may not have',
      'system/Patient.read system/Claim.write',
      { refused: ['system/Claim.write'] },
    ],
    ['a wildcard it was never given', 'system/*.read', { refused: ['system/*.read'] }],
  ])('%s', (_name, requested, expected) => {
    expect(grantedScopes(requested, allowed)).toEqual(expected);
  });
});
