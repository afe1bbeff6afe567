import { addCents, type Cents } from './money.ts';

/** The withholdings the insurer makes on a payment (spec §7 payments by CUIT). */
export const WITHHOLDING_KINDS = ['iibb', 'ganancias', 'iva'] as const;
export type WithholdingKind = (typeof WITHHOLDING_KINDS)[number];

export const WITHHOLDING_LABELS: Readonly<Record<WithholdingKind, string>> = {
  iibb: 'Ingresos Brutos',
  ganancias: 'Ganancias',
  iva: 'IVA',
};

export type Withholdings = Readonly<Record<WithholdingKind, Cents>>;

export function withholdingTotal(withholdings: Withholdings): Cents {
  return addCents(WITHHOLDING_KINDS.map((kind) => withholdings[kind]));
}

/** What reaches the provider: the gross less every withholding. */
export function netOf(gross: Cents, withholdings: Withholdings): Cents {
  return addCents([gross, -withholdingTotal(withholdings)]);
}

export type PaymentProblem = 'negative' | 'overWithheld' | 'netMismatch' | 'grossMismatch';

/**
 * Why a payment's figures cannot stand, or null: a withholding or gross below zero, withholdings
 * above the gross, a net that is not the gross less the withholdings, or (when the invoices it
 * paid are known) a gross that is not their sum. Checks a stored or an imported row alike.
 */
export function paymentProblem(payment: {
  bruto: Cents;
  retenciones: Withholdings;
  neto: Cents;
  /** The sum of the invoices the payment paid, when they are at hand. */
  facturado?: Cents | undefined;
}): PaymentProblem | null {
  if (payment.bruto < 0 || WITHHOLDING_KINDS.some((kind) => payment.retenciones[kind] < 0)) {
    return 'negative';
  }
  if (withholdingTotal(payment.retenciones) > payment.bruto) return 'overWithheld';
  if (netOf(payment.bruto, payment.retenciones) !== payment.neto) return 'netMismatch';
  if (payment.facturado !== undefined && payment.facturado !== payment.bruto) {
    return 'grossMismatch';
  }
  return null;
}

/**
 * The withholdings of a gross at rates in basis points (1 % = 100), each rounded half up to the
 * cent: how the seed and the insurer's operators compute them.
 */
export function withholdingsAt(gross: Cents, rates: Readonly<Record<WithholdingKind, number>>) {
  const at = (rate: number) => Math.floor((gross * rate + 5000) / 10000);
  return { iibb: at(rates.iibb), ganancias: at(rates.ganancias), iva: at(rates.iva) };
}
