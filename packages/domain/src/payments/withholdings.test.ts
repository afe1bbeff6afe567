import { describe, expect, it } from 'vitest';
import { netOf, paymentProblem, withholdingTotal, withholdingsAt } from './withholdings.ts';

const w = (iibb: number, ganancias: number, iva: number) => ({ iibb, ganancias, iva });

describe('withholdings and the net of a payment', () => {
  it.each([
    [100000, w(0, 0, 0), 100000],
    [100000, w(2500, 2000, 0), 95500],
    [1234567, w(37037, 24691, 12346), 1160493],
    [100, w(100, 0, 0), 0],
  ])('a gross of %i cents less %o nets %i', (gross, withholdings, net) => {
    expect(netOf(gross, withholdings)).toBe(net);
    expect(paymentProblem({ bruto: gross, retenciones: withholdings, neto: net })).toBeNull();
    expect(
      paymentProblem({ bruto: gross, retenciones: withholdings, neto: net, facturado: gross }),
    ).toBeNull();
  });

  it.each([
    [{ bruto: 1000, retenciones: w(-1, 0, 0), neto: 1001 }, 'negative'],
    [{ bruto: 1000, retenciones: w(600, 500, 0), neto: -100 }, 'overWithheld'],
    [{ bruto: 1000, retenciones: w(100, 0, 0), neto: 950 }, 'netMismatch'],
    [{ bruto: 1000, retenciones: w(100, 0, 0), neto: 900, facturado: 999 }, 'grossMismatch'],
  ] as const)('figures that cannot stand are named: %o is %s', (payment, problem) => {
    expect(paymentProblem(payment)).toBe(problem);
  });

  it('computes withholdings at basis-point rates, each rounded half up to the cent', () => {
    // 3 % of 123,45 is 3,7035 → 3,70; 2 % is 2,469 → 2,47; 1,5 % is 1,85175 → 1,85.
    expect(withholdingsAt(12345, { iibb: 300, ganancias: 200, iva: 150 })).toEqual(
      w(370, 247, 185),
    );
    expect(withholdingTotal(w(370, 247, 185))).toBe(802);
  });
});
