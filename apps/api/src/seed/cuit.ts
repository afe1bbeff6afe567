/** Completes a 10-digit CUIT prefix with its modulo-11 check digit (AFIP's algorithm). */
export function withCheckDigit(prefix: string): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = [...prefix].reduce(
    (total, digit, index) => total + Number(digit) * weights[index]!,
    0,
  );
  const check = 11 - (sum % 11);
  return `${prefix}${check === 11 ? 0 : check === 10 ? 9 : check}`;
}
