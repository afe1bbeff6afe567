import { describe, expect, it } from 'vitest';
import { operatorActionResult } from '../support-cases/actions.ts';
import { CASE_DECISION_ACTION, isWaitingOnInsurer } from './decisions.ts';
import type { QueueId } from './catalogue.ts';

describe('isWaitingOnInsurer: staff decide only what waits on them', () => {
  it.each<[QueueId, number, boolean]>([
    ['autorizaciones', 1, true],
    ['autorizaciones', 2, false],
    ['autorizaciones', 3, false],
    ['autorizaciones', 4, false],
    ['casos', 1, true],
    ['casos', 2, false],
    ['casos', 3, true],
    ['casos', 4, false],
    ['cambios-de-datos', 5, false],
    ['reclamos-de-debitos', 6, false],
    ['reclamos-de-debitos', 3, true],
  ])('%s in state %i: %s', (queue, estado, waiting) => {
    expect(isWaitingOnInsurer(queue, estado)).toBe(waiting);
  });
});

describe("a case decision moves the case as the operator's action does", () => {
  it.each([
    ['responder', 1, 4],
    ['aceptar', 3, 4],
    ['rechazar', 1, 5],
    ['solicitar-informacion', 3, 2],
    ['cerrar', 1, 6],
  ] as const)('%s from %i → %i', (decision, from, to) => {
    expect(operatorActionResult(from, CASE_DECISION_ACTION[decision])).toEqual({
      ok: true,
      estado: to,
    });
  });
});
