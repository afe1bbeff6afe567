import { describe, expect, it } from 'vitest';
import { acceptTermsParams, acceptTermsRequest, acceptTermsResponse, termsQuery } from './terms.ts';

describe('termsQuery (spec §7: ?entidad=2&canal=2)', () => {
  it('accepts entidad=2&canal=2 as query strings and reads them as numbers', () => {
    expect(termsQuery.parse({ entidad: '2', canal: '2' })).toEqual({ entidad: 2, canal: 2 });
  });

  it('accepts them as numbers too', () => {
    expect(termsQuery.parse({ entidad: 2, canal: 2 })).toEqual({ entidad: 2, canal: 2 });
  });

  it.each([
    ['another entity', { entidad: '3', canal: '2' }, ['entidad']],
    ['another channel', { entidad: '2', canal: '1' }, ['canal']],
    ['both wrong', { entidad: '1', canal: '3' }, ['entidad', 'canal']],
    ['a word', { entidad: 'dos', canal: '2' }, ['entidad']],
    ['an empty value', { entidad: '', canal: '2' }, ['entidad']],
    ['a decimal', { entidad: '2.5', canal: '2' }, ['entidad']],
    ['a missing canal', { entidad: '2' }, ['canal']],
    ['no query at all', {}, ['entidad', 'canal']],
  ])('rejects %s', (_story, query, paths) => {
    const result = termsQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('says which value must be 2', () => {
    const result = termsQuery.safeParse({ entidad: '3', canal: '2' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['entidad debe ser 2']);
  });
});

describe('accepting the terms', () => {
  it.each([
    ['numeric path params as text', true, { userId: '12', termsId: '3' }],
    ['a zero user id', false, { userId: '0', termsId: '3' }],
    ['a non-numeric terms id', false, { userId: '12', termsId: 'abc' }],
  ])('params with %s are valid: %s', (_story, valid, params) => {
    expect(acceptTermsParams.safeParse(params).success).toBe(valid);
  });

  it.each([
    ['a device id and name', true, { dispositivo: { id: 'browser-1', nombre: 'Chrome' } }],
    ['an empty device id', false, { dispositivo: { id: '', nombre: 'Chrome' } }],
    ['no device', false, {}],
  ])('a body with %s is valid: %s', (_story, valid, body) => {
    expect(acceptTermsRequest.safeParse(body).success).toBe(valid);
  });

  it.each([
    ['ok', true],
    ['error', false],
    ['OK', false],
  ])('acceptance counts as successful only when resultado is "ok" (%s → %s)', (resultado, ok) => {
    expect(acceptTermsResponse.safeParse({ resultado }).success).toBe(ok);
  });
});
