import { describe, expect, it } from 'vitest';
import {
  MONEY_IMPORT_MESSAGES as M,
  paymentMoneyProblem,
  settlementMoneyProblems,
} from './money.ts';

const totals = (grossCents: number, debitsCents: number, copayCents: number, netCents: number) => ({
  grossCents,
  debitsCents,
  copayCents,
  netCents,
});
const sums = (grossCents: number, debitsCents: number, copayCents: number) => ({
  grossCents,
  debitsCents,
  copayCents,
});

describe('settlementMoneyProblems: gross = Σ lines, debits = Σ debits, copago = Σ copays, net = gross − debits − copago', () => {
  it.each([
    ['balanced', totals(10_000, 2_000, 500, 7_500), sums(10_000, 2_000, 500), []],
    ['no debits nor copay', totals(1, 0, 0, 1), sums(1, 0, 0), []],
    [
      'lines do not add up to the gross',
      totals(10_000, 2_000, 500, 7_500),
      sums(9_999, 2_000, 500),
      [{ field: 'bruto', message: M.gross(10_000, 9_999) }],
    ],
    [
      'debit lines do not add up',
      totals(10_000, 2_000, 500, 7_500),
      sums(10_000, 1_000, 500),
      [{ field: 'debitos', message: M.debits(2_000, 1_000) }],
    ],
    [
      'copay lines do not add up',
      totals(10_000, 2_000, 500, 7_500),
      sums(10_000, 2_000, 0),
      [{ field: 'copago', message: M.copay(500, 0) }],
    ],
    [
      'net is not gross − debits − copago',
      totals(10_000, 2_000, 500, 8_000),
      sums(10_000, 2_000, 500),
      [{ field: 'neto', message: M.settlementNet(8_000, 7_500) }],
    ],
  ])('%s', (_name, stated, lineSums, expected) => {
    expect(settlementMoneyProblems(stated, lineSums)).toEqual(expected);
  });

  it('says the figures in pesos, as the portal shows them', () => {
    expect(M.gross(123_456, 100)).toMatch(/^El bruto \(\$\s1\.234,56\) no es la suma/);
  });
});

describe('paymentMoneyProblem: net = gross − withholdings, gross = Σ invoices paid', () => {
  const w = (iibb: number, ganancias: number, iva: number) => ({ iibb, ganancias, iva });
  it.each([
    ['balanced', 10_000, w(250, 200, 100), 9_450, 10_000, null],
    ['exempt', 10_000, w(0, 0, 0), 10_000, 10_000, null],
    [
      'net is not gross − withholdings',
      10_000,
      w(250, 200, 100),
      9_500,
      10_000,
      { field: 'neto', message: M.paymentNet(9_500, 9_450) },
    ],
    [
      'invoices do not add up to the gross',
      10_000,
      w(250, 200, 100),
      9_450,
      9_000,
      { field: 'bruto', message: M.paymentGross(10_000, 9_000) },
    ],
    [
      'withholdings above the gross',
      100,
      w(100, 100, 0),
      -100,
      100,
      { field: 'iibb', message: M.overWithheld },
    ],
  ])('%s', (_name, bruto, retenciones, neto, facturado, expected) => {
    expect(paymentMoneyProblem({ bruto, retenciones, neto, facturado })).toEqual(expected);
  });
});
