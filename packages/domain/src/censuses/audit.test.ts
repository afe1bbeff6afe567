import { describe, expect, it } from 'vitest';
import {
  CENSUS_DECISION_MESSAGES,
  censusDecisionProblem,
  censusDecisionState,
  censusStateDisplay,
  censusStateText,
  type CensusDecision,
} from './audit.ts';

describe('censusDecisionState', () => {
  it.each<[CensusDecision, number, string]>([
    ['aprobar', 3, 'Aprobado'],
    ['observar', 2, 'Observado'],
    ['rechazar', 4, 'Rechazado'],
  ])('%s leaves the row in state %i (%s)', (decision, state, label) => {
    expect(censusDecisionState(decision)).toBe(state);
    expect(censusStateText(state)).toBe(label);
  });
});

describe('censusDecisionProblem', () => {
  it.each<[CensusDecision, string | undefined, string | null]>([
    ['observar', undefined, CENSUS_DECISION_MESSAGES.messageRequired],
    ['observar', '   ', CENSUS_DECISION_MESSAGES.messageRequired],
    ['observar', 'Falta la epicrisis', null],
    ['aprobar', undefined, null],
    ['rechazar', undefined, null],
    ['rechazar', 'No es paciente internado', null],
  ])('%s with message %j: %s', (accion, mensaje, problem) => {
    expect(censusDecisionProblem({ accion, mensaje })).toBe(problem);
  });
});

describe('censusStateDisplay (the badge, as an authorization state reads)', () => {
  it.each([
    [1, 'Pendiente'],
    [2, 'Observado'],
    [3, 'Finalizado'],
    [4, 'Finalizado'],
  ])('state %i shows %s', (state, display) => {
    expect(censusStateDisplay(state)).toBe(display);
  });
});
