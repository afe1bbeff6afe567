import { describe, expect, it } from 'vitest';
import { FHIR_KEY_MESSAGES, parsePublicKeySet } from './client-keys.ts';

const ec = { kty: 'EC', crv: 'P-384', x: 'DcS0Co2qZbsBfbyV', y: 'phXSdA4wNWJA0oIg', kid: 'a' };
const rsa = { kty: 'RSA', n: 'A'.repeat(342), e: 'AQAB', kid: 'r', alg: 'RS384' };

describe('parsePublicKeySet', () => {
  it.each([
    ['one EC P-384 JWK', JSON.stringify(ec), 1],
    ['a JWKS of EC and RSA', JSON.stringify({ keys: [ec, rsa] }), 2],
  ])('accepts %s', (_name, text, count) => {
    expect(parsePublicKeySet(text).keys).toHaveLength(count);
  });

  it.each([
    ['no JSON', 'hola', FHIR_KEY_MESSAGES.notJson],
    ['an array', '[]', FHIR_KEY_MESSAGES.notJson],
    ['keys that are no list', '{"keys": {}}', FHIR_KEY_MESSAGES.notJson],
    ['an empty JWKS', '{"keys": []}', FHIR_KEY_MESSAGES.noKeys],
    [
      'six keys',
      JSON.stringify({ keys: Array.from({ length: 6 }, (_, i) => ({ ...ec, kid: `${i}` })) }),
      FHIR_KEY_MESSAGES.tooMany,
    ],
    ['an EC private key', JSON.stringify({ ...ec, d: 'secret' }), FHIR_KEY_MESSAGES.privateKey],
    [
      'an RSA private key',
      JSON.stringify({ ...rsa, p: 'x', q: 'y' }),
      FHIR_KEY_MESSAGES.privateKey,
    ],
    [
      'a symmetric key',
      JSON.stringify({ kty: 'oct', k: 'c2VjcmV0' }),
      FHIR_KEY_MESSAGES.privateKey,
    ],
    ['a P-256 key', JSON.stringify({ ...ec, crv: 'P-256' }), FHIR_KEY_MESSAGES.unsupported],
    [
      'a 1024-bit RSA key',
      JSON.stringify({ ...rsa, n: 'A'.repeat(171) }),
      FHIR_KEY_MESSAGES.unsupported,
    ],
    [
      'an RSA key for RS256',
      JSON.stringify({ ...rsa, alg: 'RS256' }),
      FHIR_KEY_MESSAGES.unsupported,
    ],
    [
      'an OKP key',
      JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: 'abc' }),
      FHIR_KEY_MESSAGES.unsupported,
    ],
    [
      'two keys with one kid',
      JSON.stringify({ keys: [ec, { ...rsa, kid: 'a' }] }),
      FHIR_KEY_MESSAGES.duplicateKid,
    ],
  ])('refuses %s', (_name, text, problem) => {
    expect(parsePublicKeySet(text).problem).toBe(problem);
  });
});
