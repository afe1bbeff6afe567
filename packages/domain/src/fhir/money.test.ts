import { describe, expect, it } from 'vitest';
import { paymentReconciliationOf, type PaymentData } from './money.ts';
import { MONEY_MESSAGES, parseMoneySearch } from './money-search.ts';

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

describe('a PaymentReconciliation search read into the payments list’s range', () => {
  const today = '2026-03-15';
  it.each([
    [{}, { from: '2025-03-15', to: today, count: 10, offset: 0 }],
    [{ created: 'ge2026-01-01' }, { from: '2026-01-01', to: today }],
    [{ created: ['ge2026-01-01', 'le2026-01-31'] }, { from: '2026-01-01', to: '2026-01-31' }],
    [{ created: ['gt2025-12-31', 'lt2026-02-01'] }, { from: '2026-01-01', to: '2026-01-31' }],
    [{ created: '2026-02-10' }, { from: '2026-02-10', to: '2026-02-10' }],
    [
      { created: 'eq2026-02-10', _count: '5', _offset: '5' },
      { count: 5, offset: 5 },
    ],
  ])('%j → %j', (query, expected) => {
    expect(parseMoneySearch(query, today)).toMatchObject({ ok: true, value: expected });
  });
  it.each([
    [{ created: '2026-02-30' }, MONEY_MESSAGES.created],
    [{ created: 'sa2026-02-10' }, MONEY_MESSAGES.created],
    [{ created: '10/02/2026' }, MONEY_MESSAGES.created],
    [{ created: ['ge2026-01-01', 'ge2026-02-01'] }, MONEY_MESSAGES.createdTwice],
    [
      { created: ['ge2026-02-01', 'le2026-01-01'] },
      'La fecha desde no puede ser posterior a la fecha hasta.',
    ],
    [
      { created: ['ge2020-01-01', 'le2026-01-01'] },
      'El período consultado no puede superar los 2 años.',
    ],
    [{ status: 'active' }, 'El parámetro de búsqueda status no está soportado.'],
    [{ _count: '0' }, '_count debe ser un entero entre 1 y 50.'],
  ])('%j is refused', (query, message) => {
    expect(parseMoneySearch(query, today)).toEqual({ ok: false, message });
  });
});
