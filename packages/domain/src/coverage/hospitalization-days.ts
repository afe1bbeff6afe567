/** Hospitalization days default to 1 when the value is not numeric (spec §5). */
export const DEFAULT_HOSPITALIZATION_DAYS = 1;

export function hospitalizationDays(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(number) && number > 0 ? number : DEFAULT_HOSPITALIZATION_DAYS;
}
