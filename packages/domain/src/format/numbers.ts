/** es-AR number and money formats (spec §9): comma for decimals, dot for thousands. */
const money = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(amount: number): string {
  return money.format(amount);
}

export function formatNumber(value: number, decimals = 0): string {
  return new Intl.NumberFormat('es-AR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** Directory ratings are shown with one decimal (spec §2). */
export function formatRating(value: number): string {
  return formatNumber(value, 1);
}
