import { describe, expect, it } from 'vitest';
import { loginResponse, seedSession, userConfig } from '@/testing/factories';
import { DECRYPT_ERROR_MESSAGE } from './crypto-box';
import type { Session } from './session/session-types';
import {
  clearSession,
  readAuth,
  readPlainSession,
  saveExternalAuth,
  SESSION_KEYS,
} from './session-storage';

describe('session storage', () => {
  it('a login is stored under the spec §3 keys, with the auth record encrypted', async () => {
    await seedSession(userConfig({ isCircle: true, managementUnit: [6] }));
    expect(Object.keys(localStorage).sort()).toEqual(
      [
        'auth',
        'exp',
        'hospitalizationInAffiliateValidation',
        'is_circle',
        'managementUnit',
        'token',
        'userHasAcceptedTerms',
        'userHasDOC24Permission',
        'userSurveyResponse',
        'user_data',
        'user_permissions',
      ].sort(),
    );
    expect(localStorage.getItem('is_circle')).toBe('true');
    expect(localStorage.getItem('managementUnit')).toBe('[6]');
    const cipher = localStorage.getItem('auth') ?? '';
    expect(cipher).not.toContain('MARÍA');
    expect(cipher).not.toContain('token-demo');
    await expect(readAuth()).resolves.toEqual(loginResponse({ exp: expect.any(String) as string }));
  });

  it('reads back the plain part of the session', async () => {
    const session: Partial<Session> = await seedSession();
    delete session.auth;
    expect(readPlainSession()).toEqual(session);
  });

  it('a tampered auth record fails with the decrypt error', async () => {
    await seedSession();
    localStorage.setItem('auth', btoa('not the right bytes at all, not at all'));
    await expect(readAuth()).rejects.toThrow(DECRYPT_ERROR_MESSAGE);
  });

  it('an auth record without its key (browser session ended) fails with the decrypt error', async () => {
    await seedSession();
    sessionStorage.clear();
    await expect(readAuth()).rejects.toThrow(DECRYPT_ERROR_MESSAGE);
  });

  it('clearing removes every session key and the external auth entry', async () => {
    await seedSession();
    saveExternalAuth({ code: 'c', exp: '20990101000000', model: { impersonado: true } });
    localStorage.setItem('deviceid', 'keep-me');
    clearSession();
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('deviceid')).toBe('keep-me');
    expect(sessionStorage.length).toBe(0);
  });
});
