import { describe, expect, it } from 'vitest';
import { auditableChanges } from './staff-policy.ts';

describe('auditableChanges', () => {
  it.each([
    ['roles stay', { roles: ['admin'] }, { roles: ['admin'] }],
    ['a password is dropped', { password: 'x', email: 'a@b' }, { email: 'a@b' }],
    ['a TOTP secret is dropped', { totpSecret: 'ABC', blocked: true }, { blocked: true }],
    ['recovery codes are dropped', { recoveryCodes: ['a'] }, {}],
    ['a token is dropped', { invitationToken: 't' }, {}],
    ['nothing', {}, {}],
  ])('%s', (_case, given, expected) => {
    expect(auditableChanges(given)).toEqual(expected);
  });
});
