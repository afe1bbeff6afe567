/*
 * Money in the payments area is integer cents end to end (database, API, domain); it is shown
 * with the domain's formatCents and written to CSV with centsCsv (settlements/money.ts).
 */
export type Cents = number;

/** The sum of amounts in cents; refuses a non-integer so a float can never slip into a total. */
export function addCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`not an amount in cents: ${amount}`);
    total += amount;
  }
  return total;
}

/** 20-23456789-1: a CUIT as the insurer's papers write it. */
export function formatCuit(cuit: string): string {
  return /^\d{11}$/.test(cuit)
    ? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`
    : cuit;
}
