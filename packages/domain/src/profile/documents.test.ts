import { describe, expect, it } from 'vitest';
import {
  acceptsExpiry,
  argentinaIsoDay,
  documentStatus,
  PROFILE_DOCUMENT_CONTENT_TYPES,
  PROFILE_DOCUMENT_KINDS,
  type DocumentStatus,
} from './documents.ts';
import { PROFILE_MESSAGES } from './messages.ts';
import { attachmentAccept, checkAttachment } from '../support-cases/attachments.ts';
import { readHours } from './hours.ts';

describe('document expiry rule', () => {
  it.each<[string | null, DocumentStatus]>([
    [null, 'faltante'],
    ['2026-03-09', 'vencido'],
    ['2026-03-10', 'por-vencer'],
    ['2026-04-09', 'por-vencer'],
    ['2026-04-10', 'vigente'],
  ])('expiring %s, on 10/03/2026 a document is %s', (vencimiento, status) => {
    expect(documentStatus(vencimiento, '2026-03-10')).toBe(status);
  });

  it.each([
    ['2026-03-10', false],
    ['2026-03-11', true],
    ['2025-12-31', false],
  ])('a new document expiring %s is accepted on 10/03/2026: %s', (vencimiento, ok) => {
    expect(acceptsExpiry(vencimiento, '2026-03-10')).toBe(ok);
  });

  it('today is the Argentine day: 01:00 UTC is still the evening before', () => {
    expect(argentinaIsoDay(new Date('2026-03-10T01:00:00Z'))).toBe('2026-03-09');
  });
});

describe('hours of a weekday', () => {
  it.each<[string, string | null | false]>([
    ['', null],
    ['09:00 a 13:00', '09:00 a 13:00'],
    ['09:00-13:00', '09:00 a 13:00'],
    [' 08:30 a 12:15 ', '08:30 a 12:15'],
    ['13:00 a 09:00', false],
    ['09:00 a 09:00', false],
    ['9 a 13', false],
    ['25:00 a 26:00', false],
  ])('%j reads as %j', (input, expected) => {
    const result = readHours(input);
    if (expected === false) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, value: expected });
  });
});

describe('the types a Mis datos document may be: one rule, every text from it', () => {
  it('the content types and the refusal name PDF, JPG and PNG only', () => {
    expect(PROFILE_DOCUMENT_CONTENT_TYPES).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(attachmentAccept(PROFILE_DOCUMENT_KINDS)).toBe('.pdf,.jpg,.jpeg,.png');
    expect(PROFILE_MESSAGES.documentType).toBe('El documento debe ser un archivo PDF, JPG o PNG.');
  });

  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  it.each([
    ['matricula.png', PNG, true],
    ['matricula.gif', new TextEncoder().encode('GIF89a....'), false],
    ['matricula.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]), false],
  ] as const)('a document %s passes the check: %s', (fileName, bytes, ok) => {
    const check = checkAttachment({ fileName, bytes }, PROFILE_DOCUMENT_KINDS);
    expect(check.ok).toBe(ok);
    if (!check.ok) {
      expect(check.message).toBe(
        `El archivo «${fileName}» no es de un tipo permitido. Tipos permitidos: PDF, JPG y PNG.`,
      );
    }
  });
});
