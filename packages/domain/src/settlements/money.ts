import { formatMoney } from '../format/numbers.ts';

/*
 * Money travels and is kept as integer cents (never a float): sums are exact, and the only
 * division by 100 is the one that shows a figure.
 */

/** es-AR ARS with two decimals: 123456 cents → "$ 1.234,56". */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/**
 * A figure for a CSV cell, as an es-AR spreadsheet reads a number: comma decimals, no thousands
 * separator, no currency sign (123456 → "1234,56"; -5 → "-0,05"). Integer arithmetic only.
 */
export function centsCsv(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** The sum of the lines' cents. */
export function sumCents(lines: readonly { cents: number }[]): number {
  return lines.reduce((total, line) => total + line.cents, 0);
}

export interface SettlementTotals {
  grossCents: number;
  debitsCents: number;
  copayCents: number;
  netCents: number;
}

/**
 * A settlement's totals from the sums of its lines: debits and copay are taken off the gross,
 * and net is what is paid. The one statement of the rule, for lines in memory or summed rows.
 */
export function totalsOfSums(sums: {
  grossCents: number;
  debitsCents: number;
  copayCents: number;
}): SettlementTotals {
  const { grossCents, debitsCents, copayCents } = sums;
  return { grossCents, debitsCents, copayCents, netCents: grossCents - debitsCents - copayCents };
}

/** A settlement's totals from its lines: gross is every settled service. */
export function settlementTotals(lines: {
  details: readonly { cents: number }[];
  debits: readonly { cents: number }[];
  copays: readonly { cents: number }[];
}): SettlementTotals {
  return totalsOfSums({
    grossCents: sumCents(lines.details),
    debitsCents: sumCents(lines.debits),
    copayCents: sumCents(lines.copays),
  });
}

/** Whether stored totals are the ones its lines give (db:check-sums, and imported rows). */
export function totalsMatch(stored: SettlementTotals, fromLines: SettlementTotals): boolean {
  return (
    stored.grossCents === fromLines.grossCents &&
    stored.debitsCents === fromLines.debitsCents &&
    stored.copayCents === fromLines.copayCents &&
    stored.netCents === fromLines.netCents
  );
}
