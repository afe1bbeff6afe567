import {
  netOf,
  paymentProblem,
  type PaymentProblem,
  type Withholdings,
} from '../payments/withholdings.ts';
import {
  formatCents,
  totalsMatch,
  totalsOfSums,
  type SettlementTotals,
} from '../settlements/money.ts';

/*
 * The money rule of an imported settlement or payment, judged on the totals its rows carry and
 * the sums of its lines (which the importer adds up set-wise in the database). The rule itself is
 * the settlements' totalsOfSums/totalsMatch and the payments' paymentProblem, the ones the seed
 * and db:check-sums use: these functions only say, in Spanish, which figure is wrong.
 */

/** A refused figure: the file's column and the operator's message. */
export interface MoneyProblem {
  field: string;
  message: string;
}

export const MONEY_IMPORT_MESSAGES = {
  gross: (stated: number, sum: number) =>
    `El bruto (${formatCents(stated)}) no es la suma de sus prestaciones (${formatCents(sum)}).`,
  debits: (stated: number, sum: number) =>
    `Los débitos (${formatCents(stated)}) no son la suma de sus líneas de débito (${formatCents(sum)}).`,
  copay: (stated: number, sum: number) =>
    `El copago (${formatCents(stated)}) no es la suma de sus líneas de copago (${formatCents(sum)}).`,
  settlementNet: (stated: number, expected: number) =>
    `El neto (${formatCents(stated)}) no es bruto − débitos − copago (${formatCents(expected)}).`,
  overWithheld: 'Las retenciones (IIBB + Ganancias + IVA) superan el bruto del pago.',
  paymentNet: (stated: number, expected: number) =>
    `El neto (${formatCents(stated)}) no es bruto − IIBB − Ganancias − IVA (${formatCents(expected)}).`,
  paymentGross: (stated: number, sum: number) =>
    `El bruto (${formatCents(stated)}) no es la suma de las facturas pagadas (${formatCents(sum)}).`,
  unknownProvider: (code: number) => `El prestador ${code} no existe.`,
  unknownAffiliate: (number: string) => `El afiliado ${number} no está en el padrón.`,
  otherProvider: (what: string, provider: number) => `${what} es de otro prestador (${provider}).`,
  unknownPlace: (place: number, provider: number) =>
    `El lugar de atención ${place} no es del prestador ${provider}.`,
  headerMismatch: (what: string, firstLine: number) =>
    `Los datos ${what} no coinciden con los de su primera fila (línea ${firstLine}).`,
  onlyIn: (table: string) => `Debe ir vacío en una línea de ${table}.`,
  positive: 'Debe ser mayor que cero.',
  paidByOther: (ordenPago: string) => `La factura ya está pagada por la orden ${ordenPago}.`,
  notFull:
    'Las liquidaciones y los pagos no admiten --full: cada archivo agrega o corrige los ' +
    'documentos que trae y nunca borra los que no trae.',
  notPartial:
    'Las liquidaciones y los pagos no admiten --accept-partial: un documento se aplica entero ' +
    'o no se aplica; corrija las filas rechazadas y vuelva a importar el archivo.',
} as const;

/** What is wrong with a settlement's stated totals against its lines' sums (empty: nothing). */
export function settlementMoneyProblems(
  stated: SettlementTotals,
  sums: { grossCents: number; debitsCents: number; copayCents: number },
): MoneyProblem[] {
  const expected = totalsOfSums(sums);
  if (totalsMatch(stated, expected)) return [];
  const problems: MoneyProblem[] = [];
  const M = MONEY_IMPORT_MESSAGES;
  if (stated.grossCents !== expected.grossCents) {
    problems.push({ field: 'bruto', message: M.gross(stated.grossCents, expected.grossCents) });
  }
  if (stated.debitsCents !== expected.debitsCents) {
    problems.push({
      field: 'debitos',
      message: M.debits(stated.debitsCents, expected.debitsCents),
    });
  }
  if (stated.copayCents !== expected.copayCents) {
    problems.push({ field: 'copago', message: M.copay(stated.copayCents, expected.copayCents) });
  }
  // The net is judged against the stated figures: a wrong gross is named once, not twice.
  const net = totalsOfSums(stated).netCents;
  if (stated.netCents !== net) {
    problems.push({ field: 'neto', message: M.settlementNet(stated.netCents, net) });
  }
  return problems;
}

/** What is wrong with a payment's figures against the invoices it paid (null: nothing). */
export function paymentMoneyProblem(payment: {
  bruto: number;
  retenciones: Withholdings;
  neto: number;
  facturado: number;
}): MoneyProblem | null {
  const problem: PaymentProblem | null = paymentProblem(payment);
  const M = MONEY_IMPORT_MESSAGES;
  switch (problem) {
    case null:
      return null;
    // Cells are never negative (parseCents): kept for a caller that skips the row schema.
    case 'negative':
      return { field: 'bruto', message: 'Los importes no pueden ser negativos.' };
    case 'overWithheld':
      return { field: 'iibb', message: M.overWithheld };
    case 'netMismatch':
      return {
        field: 'neto',
        message: M.paymentNet(payment.neto, netOf(payment.bruto, payment.retenciones)),
      };
    case 'grossMismatch':
      return { field: 'bruto', message: M.paymentGross(payment.bruto, payment.facturado) };
  }
}
