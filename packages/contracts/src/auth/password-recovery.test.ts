import { describe, expect, it } from 'vitest';
import {
  sendPinRequest,
  updatePasswordRequest,
  validatePinRequest,
  validateProviderRequest,
  validateTokenResponse,
} from './password-recovery.ts';

const EMAIL = 'demo@prestadores.test';
const RESET_TOKEN = 'r'.repeat(32);

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('validateProviderRequest (step 1)', () => {
  it.each([
    ['an 11-digit CUIT', true, '20123456789'],
    ['an 11-digit CUIT with spaces around', true, ' 20123456789 '],
    ['a CUIT with dashes', false, '20-12345678-9'],
    ['a 10-digit CUIT', false, '2012345678'],
  ])('a provider with %s is valid: %s', (_story, valid, cuit) => {
    expect(validateProviderRequest.safeParse({ email: EMAIL, cuit }).success).toBe(valid);
  });
});

describe('validateTokenResponse (step 2)', () => {
  it.each([
    ['OK with a server date', true, { estado: 'OK', fecha: '20260310120000' }],
    ['OK without a date (the flow then checks for it)', true, { estado: 'OK' }],
    ['ERROR with a message', true, { estado: 'ERROR', mensaje: 'No existe' }],
    ['a date that is not YYYYMMDDHHmmss', false, { estado: 'OK', fecha: '2026-03-10' }],
    ['another estado', false, { estado: 'ok' }],
  ])('%s is valid: %s', (_story, valid, body) => {
    expect(validateTokenResponse.safeParse(body).success).toBe(valid);
  });
});

describe('sendPinRequest (step 3)', () => {
  it.each([
    ['the server date', true, '20260310120000'],
    ['no date', false, undefined],
    ['a short date', false, '202603101200'],
  ])('with %s is valid: %s', (_story, valid, fecha) => {
    expect(sendPinRequest.safeParse({ email: EMAIL, fecha }).success).toBe(valid);
  });
});

describe('validatePinRequest (step 4: a 6-digit PIN)', () => {
  it.each([
    ['six digits', '123456', '123456'],
    ['six digits with spaces around, trimmed', ' 012345 ', '012345'],
  ])('accepts %s', (_story, pin, expected) => {
    expect(validatePinRequest.parse({ email: EMAIL, pin }).pin).toBe(expected);
  });

  it.each([
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['a letter', '12a456'],
    ['a space inside', '123 456'],
    ['nothing', ''],
  ])('rejects %s', (_story, pin) => {
    expect(messagesOf(validatePinRequest.safeParse({ email: EMAIL, pin }))).toEqual([
      'El PIN tiene 6 dígitos.',
    ]);
  });

  it('rejects a PIN sent as a number', () => {
    expect(validatePinRequest.safeParse({ email: EMAIL, pin: 123456 }).success).toBe(false);
  });
});

describe('updatePasswordRequest (step 5: 8 to 30 characters)', () => {
  it.each([
    ['8 characters', 'a'.repeat(8)],
    ['30 characters', 'a'.repeat(30)],
  ])('accepts a password of %s', (_story, password) => {
    expect(updatePasswordRequest.safeParse({ resetToken: RESET_TOKEN, password }).success).toBe(
      true,
    );
  });

  it.each([
    ['7 characters', 'a'.repeat(7), 'La contraseña debe tener al menos 8 caracteres.'],
    ['31 characters', 'a'.repeat(31), 'La contraseña tiene como máximo 30 caracteres.'],
    ['none', '', 'Ingresá tu contraseña.'],
  ])('rejects a password of %s with one message', (_story, password, message) => {
    expect(
      messagesOf(updatePasswordRequest.safeParse({ resetToken: RESET_TOKEN, password })),
    ).toEqual([message]);
  });

  it('rejects a reset token shorter than 20 characters', () => {
    const result = updatePasswordRequest.safeParse({
      resetToken: 'short',
      password: 'a'.repeat(8),
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['resetToken']);
  });
});
