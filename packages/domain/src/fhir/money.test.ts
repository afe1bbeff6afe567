import { describe, expect, it } from 'vitest';
import { paymentReconciliationOf, type PaymentData } from './money.ts';

const payment: PaymentData = {
  id: 7,
  fecha: '2026-02-10',
  ordenPago: 'OP-000123',
  medio: 'transferencia',
  brutoCents: 100_000_00,
  iibbCents: 2_500_00,
  gananciasCents: 0,
  ivaCents: 1_050_50,
  netoCents: 96_449_50,
};
const provider = { providerId: 100, name: 'González' };
const invoices = [
  { id: 1, tipo: 'C', puntoVenta: 3, numero: 45, fecha: '2026-01-05', importeCents: 60_000_00 },
  { id: 2, tipo: 'C', puntoVenta: 3, numero: 46, fecha: '2026-01-20', importeCents: 40_000_00 },
];

describe('a payment as a PaymentReconciliation', () => {
  it('carries the order, the day and the net paid in pesos', () => {
    expect(paymentReconciliationOf(payment, provider)).toEqual({
      resourceType: 'PaymentReconciliation',
      id: '7',
      identifier: [{ system: 'urn:portal-prestadores:orden-de-pago', value: 'OP-000123' }],
      status: 'active',
      created: '2026-02-10',
      outcome: 'complete',
      disposition: 'Transferencia bancaria',
      requestor: {
        identifier: { system: 'urn:portal-prestadores:prestador', value: '100' },
        display: 'González',
      },
      paymentDate: '2026-02-10',
      paymentAmount: { value: 96449.5, currency: 'ARS' },
      paymentIdentifier: { system: 'urn:portal-prestadores:orden-de-pago', value: 'OP-000123' },
    });
  });

  it.each([
    [invoices, ['payment', 'payment', 'adjustment', 'adjustment'], 96449.5],
    [[], ['adjustment', 'adjustment'], -3550.5],
  ])(
    '%#: its detail, invoices paid less withholdings taken, adds up to the net',
    (lines, types, sum) => {
      const detail = paymentReconciliationOf(payment, provider, lines).detail ?? [];
      expect(detail.map((line) => line.type.coding?.[0]?.code)).toEqual(types);
      const total = detail.reduce(
        (acc, line) => acc + Math.round((line.amount?.value ?? 0) * 100),
        0,
      );
      expect(total / 100).toBe(sum);
    },
  );

  it('names each invoice and withholding as the portal does', () => {
    const detail = paymentReconciliationOf(payment, provider, invoices).detail ?? [];
    expect(detail.map((line) => line.identifier?.value ?? line.type.text)).toEqual([
      'C 0003-00000045',
      'C 0003-00000046',
      'Retención de Ingresos Brutos',
      'Retención de IVA',
    ]);
  });
});
