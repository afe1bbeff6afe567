import { describe, expect, it } from 'vitest';
import { CREDENTIAL_PAYLOAD_MESSAGE, parseCredentialPayload } from './credential-payload.ts';

describe('parseCredentialPayload (what the digital credential code carries, ADR 0038)', () => {
  it.each([
    ['the QR text as printed', '30000001 1 01', { contra: 30000001, middle: 1, inte: 1 }],
    [
      'the QR text with a trailing newline',
      '30000001 1 01\n',
      { contra: 30000001, middle: 1, inte: 1 },
    ],
    ['a barcode of 12 digits', '300000010101', { contra: 30000001, middle: 1, inte: 1 }],
    ['a barcode with a short contract', '000001230099', { contra: 123, middle: 0, inte: 99 }],
  ])('reads %s', (_story, text, value) => {
    expect(parseCredentialPayload(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['a web address', 'https://example.com/credencial'],
    ['an 11-digit barcode', '30000001010'],
    ['a 13-digit product barcode', '7790001234567'],
    ['empty', ''],
  ])('refuses %s with a message to scan again or type', (_story, text) => {
    const parsed = parseCredentialPayload(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toBe(CREDENTIAL_PAYLOAD_MESSAGE);
  });
});
