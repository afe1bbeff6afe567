import { describe, expect, it } from 'vitest';
import { CONNECTIVITY_QUANTITY_MESSAGES } from '../connectivity/connectivity.ts';
import { QUANTITY_MESSAGES, parseQuantity, quantityMessages } from './quantity.ts';

describe('a quantity is read as typed and refused, never changed', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['99999999999', 99999999999],
    ['0', 0],
    ['', Number.NaN],
    ['abc', Number.NaN],
    ['2a', Number.NaN],
    ['1,5', Number.NaN],
    ['-3', Number.NaN],
    [7, 7],
  ] as const)('%j reads %d', (typed, number) => {
    expect(parseQuantity(typed)).toBe(number);
  });

  it('names the bounds in its messages', () => {
    expect(QUANTITY_MESSAGES).toEqual({
      notWhole: 'La cantidad debe ser un número entero, de 1 a 99.',
      tooSmall: 'La cantidad debe ser al menos 1.',
      tooBig: 'La cantidad es de hasta 99.',
    });
  });

  it('every typed quantity says its own bounds: a connectivity service up to 99', () => {
    expect(CONNECTIVITY_QUANTITY_MESSAGES).toEqual({
      notWhole: 'La cantidad debe ser un número entero, de 1 a 99.',
      tooSmall: 'La cantidad debe ser al menos 1.',
      tooBig: 'La cantidad es de hasta 99.',
    });
    expect(quantityMessages(10).tooBig).toBe('La cantidad es de hasta 10.');
  });
});
