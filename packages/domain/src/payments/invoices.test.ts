import { describe, expect, it } from 'vitest';
import {
  attachmentAccept,
  attachmentTypesText,
  checkAttachment,
} from '../support-cases/attachments.ts';
import {
  acceptsReceipt,
  formatInvoiceNumber,
  statesOfTab,
  INVOICE_TABS,
  RECEIPT_CONTENT_TYPES,
  RECEIPT_KINDS,
  RECEIPT_MESSAGES,
} from './invoices.ts';
import { paymentsRange } from './range.ts';

describe('invoice tabs and states', () => {
  it('lists the four spec tabs in order, each with the states it shows', () => {
    expect(INVOICE_TABS.map((tab) => [tab, statesOfTab(tab)])).toEqual([
      ['ultimasFacturas', null],
      ['pendienteLiquidacion', ['pendiente']],
      ['enLiquidacion', ['enLiquidacion']],
      ['presentadas', ['presentada']],
    ]);
  });

  it.each([
    ['presentada', true],
    ['pendiente', true],
    ['enLiquidacion', true],
    ['liquidada', false],
  ] as const)('an invoice %s accepts a receipt: %s', (state, accepts) => {
    expect(acceptsReceipt(state)).toBe(accepts);
  });

  it('prints point of sale and number padded', () => {
    expect(formatInvoiceNumber(3, 1234)).toBe('0003-00001234');
  });
});

describe('the range of the payments list', () => {
  it('defaults to the last year up to today', () => {
    expect(paymentsRange({}, '2026-03-10')).toEqual({
      ok: true,
      desde: '2025-03-10',
      hasta: '2026-03-10',
    });
  });

  it('refuses an end before its start and more than two years, in Spanish', () => {
    expect(paymentsRange({ desde: '2026-03-10', hasta: '2026-03-01' }, '2026-03-10')).toEqual({
      ok: false,
      message: 'La fecha desde no puede ser posterior a la fecha hasta.',
    });
    expect(paymentsRange({ desde: '2016-01-01', hasta: '2026-01-01' }, '2026-03-10')).toMatchObject(
      { ok: false, message: 'El período consultado no puede superar los 2 años.' },
    );
    expect(paymentsRange({ desde: '2024-03-10', hasta: '2026-03-10' }, '2026-03-10').ok).toBe(true);
  });
});

describe('the types a receipt may be: one rule, every text from it', () => {
  it('the accept list, the content types and the refusal name PDF, JPG and PNG only', () => {
    expect(attachmentAccept(RECEIPT_KINDS)).toBe('.pdf,.jpg,.jpeg,.png');
    expect(RECEIPT_CONTENT_TYPES).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(RECEIPT_MESSAGES.notPdfOrImage).toBe(
      'El comprobante debe ser un archivo PDF, JPG o PNG.',
    );
    // The support centre's wider list stays its own.
    expect(attachmentTypesText()).toBe('PDF, JPG, PNG, GIF, TIFF, DOC, DOCX, XLS, XLSX y TXT');
  });

  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const GIF = new TextEncoder().encode('GIF89a....');
  it.each([
    ['recibo.png', PNG, true],
    ['recibo.gif', GIF, false],
    ['recibo.txt', new TextEncoder().encode('texto'), false],
  ] as const)('a receipt %s passes the check: %s', (fileName, bytes, ok) => {
    const check = checkAttachment({ fileName, bytes }, RECEIPT_KINDS);
    expect(check.ok).toBe(ok);
    if (!check.ok) {
      expect(check.message).toBe(
        `El archivo «${fileName}» no es de un tipo permitido. Tipos permitidos: PDF, JPG y PNG.`,
      );
    }
  });
});
