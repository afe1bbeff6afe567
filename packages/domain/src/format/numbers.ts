/**
 * es-AR number and money formats (spec §9): comma for decimals, dot for thousands.
 * signDisplay 'negative': a value that rounds to zero (a -0 or a float residue such as
 * 0.3 - 0.1 - 0.2) is shown as zero, never as "-$ 0,00" or "-0".
 */
const money = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

export function formatMoney(amount: number): string {
  return money.format(amount);
}

export function formatNumber(value: number, decimals = 0): string {
  return new Intl.NumberFormat('es-AR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  }).format(value);
}

/** Directory ratings are shown with one decimal (spec §2). */
export function formatRating(value: number): string {
  return formatNumber(value, 1);
}

/** How many pages `total` rows fill at `size` a page (at least one, which may be empty). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}
