import { describe, expect, it } from 'vitest';
import { TOTP } from 'otpauth';
import { DEMO_STAFF } from '../seed/staff.ts';
import { demoTotp } from './operator-totp.ts';

describe('operator totp: the code of a demo staff account', () => {
  const at = new Date('2026-03-10T13:00:00Z');
  it.each(DEMO_STAFF.map((account) => [account.email, account.totpSecret]))(
    '%s: the code any authenticator app shows for its documented secret',
    (email, secret) => {
      const app = new TOTP({ secret }).generate({ timestamp: at.getTime() });
      expect(demoTotp(email, at)).toBe(app);
      expect(demoTotp(` ${email.toUpperCase()} `, at)).toBe(app);
    },
  );

  it('no code for an account that is not a demo one', () => {
    expect(demoTotp('nueva@aseguradora.test', at)).toBeNull();
  });
});
