import { describe, expect, it } from 'vitest';
import { debitClaimHref, readDebitClaim, voucherTypeOf } from './claim.ts';

describe('a debit claim link', () => {
  it('carries the expediente, the comprobante and the debit line to the new-case form', () => {
    const href = debitClaimHref({
      expediente: 1100024,
      comprobanteNumero: '0003-00001023',
      comprobanteTipo: 'FB',
      linea: '14/02/2026 · 30000001 01 Juan Pérez · $ 2.500,50 · D01',
    });
    expect(href.startsWith('/tramitesonline/capweb?reclamo=debito&')).toBe(true);
    const claim = readDebitClaim(new URL(href, 'http://portal').searchParams);
    expect(claim).toEqual({
      motivo: 'Débitos en la liquidación',
      expediente: '1100024',
      comprobanteNumero: '0003-00001023',
      comprobanteTipo: 'FB',
      asunto: 'Reclamo de débito del expediente 1100024',
      observacion:
        'Reclamo el siguiente débito de la liquidación:\n"14/02/2026 · 30000001 01 Juan Pérez · $ 2.500,50 · D01"\n',
    });
  });

  it('is ignored without the claim mark, with a bad expediente or an unknown voucher type', () => {
    expect(readDebitClaim(new URLSearchParams('expediente=1&tipo=FB'))).toBeNull();
    expect(readDebitClaim(new URLSearchParams('reclamo=debito&expediente=1e5&tipo=FB'))).toBeNull();
    expect(readDebitClaim(new URLSearchParams('reclamo=debito&expediente=12&tipo=ZZ'))).toBeNull();
  });

  it.each([
    ['Factura B', 'FB'],
    ['Factura C', 'FC'],
    ['Nota de crédito B', 'NC'],
    ['Recibo', 'RE'],
    ['Otro', null],
  ])('reads the comprobante kind %s as %s', (kind, type) => {
    expect(voucherTypeOf(kind)).toBe(type);
  });
});
