import { AUTHORIZATION_LIMITS } from './catalogue.ts';

/**
 * How many of a service, material or medication a request asks for: a whole number from 1 to
 * AUTHORIZATION_LIMITS.maxQuantity. What the provider typed is read as typed (no digits dropped,
 * no clamping to the limit, no letters read as 0), so a wrong quantity is refused with a message
 * instead of being changed silently.
 */
export const QUANTITY_MESSAGES = quantityMessages(AUTHORIZATION_LIMITS.maxQuantity);

/** What is said of a quantity from 1 to `max` that is not one, wherever a quantity is typed. */
export function quantityMessages(max: number) {
  return {
    notWhole: `La cantidad debe ser un número entero, de 1 a ${max}.`,
    tooSmall: 'La cantidad debe ser al menos 1.',
    tooBig: `La cantidad es de hasta ${max}.`,
  } as const;
}

/**
 * The typed quantity as a number, or NaN when it is not digits alone; the contract's schema
 * (requestService.cantidad, connectivityMessage.cantidad, a prescription item's cantidad) then
 * says what is wrong in its domain words.
 */
export function parseQuantity(typed: string | number): number {
  if (typeof typed === 'number') return typed;
  return /^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN;
}
