import { describe, expect, it } from 'vitest';
import { PRESCRIPTION_MESSAGES, cancelProblem, itemsProblem, medicationText } from './index.ts';

describe('receta digital rules', () => {
  it.each([
    [[], PRESCRIPTION_MESSAGES.noItems],
    [[1], null],
    [[1, 2, 3], null],
    [[1, 2, 3, 4], PRESCRIPTION_MESSAGES.tooManyItems],
    [[1, 1], PRESCRIPTION_MESSAGES.repeatedItem],
  ])('a prescription of medications %j: %s', (ids, problem) => {
    expect(itemsProblem(ids)).toBe(problem);
  });

  it.each([
    [{ providerId: 100001, estado: 'emitida' }, null],
    [{ providerId: 200001, estado: 'emitida' }, PRESCRIPTION_MESSAGES.notYours],
    [{ providerId: null, estado: 'emitida' }, PRESCRIPTION_MESSAGES.notYours],
    [{ providerId: 100001, estado: 'dispensada' }, PRESCRIPTION_MESSAGES.notCancellable],
    [{ providerId: 100001, estado: 'anulada' }, PRESCRIPTION_MESSAGES.notCancellable],
  ])('provider 100001 cancelling %j: %s', (prescription, problem) => {
    expect(cancelProblem(prescription, 100001)).toBe(problem);
  });

  it('shows a medication by brand, generic and presentation', () => {
    expect(
      medicationText({
        marca: 'Amoxidal',
        generico: 'Amoxicilina 500 mg',
        presentacion: 'Comprimidos x 21',
      }),
    ).toBe('Amoxidal (Amoxicilina 500 mg) · Comprimidos x 21');
  });
});
