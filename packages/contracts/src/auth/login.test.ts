import { describe, expect, it } from 'vitest';
import { email, loginRequest, loginResponse, password, renewRequest } from './login.ts';

const validLogin = {
  email: 'demo@prestadores.test',
  password: 'secreto123',
  apiKey: 'web',
  device: { deviceid: 'browser-1' },
};

/** The issues of a failed parse as "path: message", the way the API reports them. */
function issuesOf(schema: { safeParse(input: unknown): unknown }, input: unknown): string[] {
  const result = schema.safeParse(input) as
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('loginRequest', () => {
  it('accepts a complete login and normalises the e-mail', () => {
    const parsed = loginRequest.parse({ ...validLogin, email: '  Demo@Prestadores.TEST ' });
    expect(parsed.email).toBe('demo@prestadores.test');
    expect(parsed.password).toBe('secreto123');
  });

  it.each([
    ['a 30-character password (the maximum)', { password: 'p'.repeat(30) }],
    ['a password with surrounding spaces, kept as typed', { password: '  secreto  ' }],
    [
      'a full device record',
      {
        device: {
          deviceid: 'd',
          devicename: 'Chrome',
          messagingid: 'm',
          bloqueado: false,
          recordar: true,
        },
      },
    ],
    ['a captcha answer', { recaptchaResponse: 'token' }],
  ])('accepts %s', (_story, override) => {
    expect(loginRequest.safeParse({ ...validLogin, ...override }).success).toBe(true);
  });

  it.each([
    [
      'a 31-character password',
      { password: 'p'.repeat(31) },
      'password: La contraseña tiene como máximo 30 caracteres.',
    ],
    ['an empty password', { password: '' }, 'password: Ingresá tu contraseña.'],
    ['an e-mail without a domain', { email: 'demo@' }, 'email: Ingresá un e-mail válido.'],
    ['an e-mail without @', { email: 'demo.prestadores.test' }, 'email: Ingresá un e-mail válido.'],
    [
      'an e-mail with angle brackets',
      { email: '<demo>@prestadores.test' },
      'email: Ingresá un e-mail válido.',
    ],
    ['a blank e-mail', { email: '   ' }, 'email: Ingresá un e-mail válido.'],
  ])('rejects %s with the Spanish message', (_story, override, message) => {
    expect(issuesOf(loginRequest, { ...validLogin, ...override })).toEqual([message]);
  });

  it.each([
    ['no device', { device: undefined }, 'device'],
    ['a device without deviceid', { device: {} }, 'device.deviceid'],
    ['an empty deviceid', { device: { deviceid: '' } }, 'device.deviceid'],
    ['no apiKey', { apiKey: undefined }, 'apiKey'],
    ['no e-mail', { email: undefined }, 'email'],
  ])('rejects %s (at %s)', (_story, override, path) => {
    const issues = issuesOf(loginRequest, { ...validLogin, ...override });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(new RegExp(`^${path.replace('.', '\\.')}: `));
  });
});

describe('email and password fields', () => {
  it.each([
    ['  Juan.Perez@Example.COM ', 'juan.perez@example.com'],
    ['ANA+portal@example.com.ar', 'ana+portal@example.com.ar'],
    ["o'neill@example.com", "o'neill@example.com"],
  ])('the e-mail %j becomes %j', (input, expected) => {
    expect(email.parse(input)).toBe(expected);
  });

  it('an e-mail over 254 characters is rejected', () => {
    expect(email.safeParse(`${'a'.repeat(250)}@x.com`).success).toBe(false);
  });

  it('the password is not trimmed or lower-cased', () => {
    expect(password.parse(' SeCrEtO ')).toBe(' SeCrEtO ');
  });
});

describe('loginResponse and renewRequest', () => {
  const modelEspecifico = {
    codPrestador: 100001,
    idUsuario: 1,
    nombrePrestador: 'María Laura',
    apellidoPrestador: 'González',
    emailPrestador: 'demo@prestadores.test',
    email: 'demo@prestadores.test',
    admin: true,
  };

  it.each([
    ['a 14-digit exp', true, '20260310120000'],
    ['a 13-digit exp', false, '2026031012000'],
    ['an ISO exp', false, '2026-03-10T12:00:00'],
  ])('a login response with %s is valid: %s', (_story, valid, exp) => {
    expect(loginResponse.safeParse({ token: 't', exp, modelEspecifico }).success).toBe(valid);
  });

  it.each([
    ['a token and device', true, { token: 't', apiKey: 'web', device: { deviceid: 'd' } }],
    ['an empty token', false, { token: '', apiKey: 'web', device: { deviceid: 'd' } }],
    ['no device', false, { token: 't', apiKey: 'web' }],
  ])('a renew request with %s is valid: %s', (_story, valid, body) => {
    expect(renewRequest.safeParse(body).success).toBe(valid);
  });
});
