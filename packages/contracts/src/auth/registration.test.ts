import { describe, expect, it } from 'vitest';
import { registerProviderRequest, registerUserRequest } from './registration.ts';

describe('registerProviderRequest (an 11-digit CUIT)', () => {
  it.each([
    ['an 11-digit CUIT and numeric code', { codPrestador: 100001, cuit: '20123456789' }],
    ['the provider code as text', { codPrestador: '100001', cuit: '20123456789' }],
    ['a CUIT with spaces around', { codPrestador: 100001, cuit: ' 20123456789 ' }],
  ])('accepts %s', (_story, body) => {
    expect(registerProviderRequest.parse(body)).toEqual({
      codPrestador: 100001,
      cuit: '20123456789',
    });
  });

  it.each([
    ['a CUIT with dashes', '20-12345678-9'],
    ['a 10-digit CUIT', '2012345678'],
    ['a 12-digit CUIT', '201234567890'],
    ['a CUIT with a letter', '2012345678X'],
    ['an empty CUIT', ''],
  ])('rejects %s with the Spanish message', (_story, cuit) => {
    const result = registerProviderRequest.safeParse({ codPrestador: 100001, cuit });
    expect(
      result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual(['cuit: El CUIT tiene 11 dígitos, sin guiones.']);
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['not a number', 'abc'],
    ['a fraction', 1.5],
  ])('rejects a provider code that is %s', (_story, codPrestador) => {
    const result = registerProviderRequest.safeParse({ codPrestador, cuit: '20123456789' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['codPrestador']);
  });
});

describe('registerUserRequest', () => {
  const valid = {
    codPrestador: 100001,
    cuit: '20123456789',
    email: ' Nuevo@Prestadores.TEST ',
    nombre: ' María Laura ',
    apellido: 'González',
    password: 'secreto123',
  };

  it('accepts a complete registration, trimming names and normalising the e-mail', () => {
    expect(registerUserRequest.parse(valid)).toMatchObject({
      email: 'nuevo@prestadores.test',
      nombre: 'María Laura',
      apellido: 'González',
    });
  });

  it.each([
    ['a blank name', { nombre: '   ' }, 'nombre'],
    ['a 7-character password', { password: 'a'.repeat(7) }, 'password'],
    ['a 31-character password', { password: 'a'.repeat(31) }, 'password'],
    ['a bad e-mail', { email: 'nuevo@' }, 'email'],
    ['a CUIT with dashes', { cuit: '20-12345678-9' }, 'cuit'],
  ])('rejects %s', (_story, override, path) => {
    const result = registerUserRequest.safeParse({ ...valid, ...override });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });
});
