import { describe, expect, it } from 'vitest';
import { totalsOfSums } from '../settlements/money.ts';
import {
  expedienteOfFhirId,
  settlementFhirId,
  settlementReconciliationOf,
  type SettlementData,
} from './settlement.ts';

const settlement: SettlementData = {
  expediente: 4512,
  period: 202602,
  settledOn: '2026-03-05',
  state: 'Liquidada',
  grossCents: 1_250_000_00,
  debitsCents: 35_120_50,
  copayCents: 4_000_00,
  netCents: 1_210_879_50,
};
const provider = { providerId: 100001, name: 'Clínica Demo' };
const cents = (value: number | undefined) => Math.round((value ?? 0) * 100);

describe('a settlement as a PaymentReconciliation', () => {
  it('is the month’s statement: expediente, period, day settled, net, no patient', () => {
    const resource = settlementReconciliationOf(settlement, provider);
    expect(resource).toMatchObject({
      resourceType: 'PaymentReconciliation',
      id: 'liquidacion-4512',
      identifier: [{ system: 'urn:portal-prestadores:liquidacion', value: '4512' }],
      status: 'active',
      period: { start: '2026-02-01', end: '2026-02-28' },
      created: '2026-03-05',
      outcome: 'complete',
      disposition: 'Liquidada',
      requestor: {
        identifier: { system: 'urn:portal-prestadores:prestador', value: '100001' },
        display: 'Clínica Demo',
      },
      paymentDate: '2026-03-05',
      paymentAmount: { value: 1_210_879.5, currency: 'ARS' },
    });
    expect(JSON.stringify(resource)).not.toMatch(/patient|afiliado|contra/i);
  });

  it.each([
    ['debits and copays', settlement, ['payment', 'adjustment', 'adjustment']],
    [
      'no copay',
      { ...settlement, copayCents: 0, netCents: 1_214_879_50 },
      ['payment', 'adjustment'],
    ],
    [
      'nothing taken off',
      { ...settlement, debitsCents: 0, copayCents: 0, netCents: 1_250_000_00 },
      ['payment'],
    ],
    [
      'a debit larger than the gross',
      { ...settlement, grossCents: 100, debitsCents: 300, copayCents: 0, netCents: -200 },
      ['payment', 'adjustment'],
    ],
  ] as const)('its concepts add up to the net the portal shows (%s)', (_, row, codes) => {
    const resource = settlementReconciliationOf(row, provider);
    const detail = resource.detail ?? [];
    expect(detail.map((line) => line.type.coding?.[0]?.code)).toEqual(codes);
    expect(detail.reduce((sum, line) => sum + cents(line.amount?.value), 0)).toBe(
      totalsOfSums(row).netCents,
    );
    expect(cents(resource.paymentAmount.value)).toBe(row.netCents);
  });

  it.each([
    ['En proceso', 'queued'],
    ['Liquidada', 'complete'],
    ['Pagada', 'complete'],
  ] as const)('state %s is outcome %s', (state, outcome) => {
    expect(settlementReconciliationOf({ ...settlement, state }, provider).outcome).toBe(outcome);
  });

  it.each([
    [202602, '2026-02-01', '2026-02-28'],
    [202402, '2024-02-01', '2024-02-29'],
    [202512, '2025-12-01', '2025-12-31'],
  ])('period %i runs from %s to %s', (period, start, end) => {
    expect(settlementReconciliationOf({ ...settlement, period }, provider).period).toEqual({
      start,
      end,
    });
  });

  it.each([
    ['4512', 4512],
    ['1', 1],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['012', null],
    ['', null],
    ['30000001-1', null],
    ['1e3', null],
  ])('the id part %j is expediente %j', (rest, expediente) => {
    expect(expedienteOfFhirId(rest)).toBe(expediente);
    if (expediente !== null) expect(settlementFhirId(expediente)).toBe(`liquidacion-${rest}`);
  });
});
