import { describe, expect, it } from 'vitest';
import { acceptsReceipt, formatInvoiceNumber, statesOfTab, INVOICE_TABS } from './invoices.ts';
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
