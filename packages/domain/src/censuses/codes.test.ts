import { describe, expect, it } from 'vitest';
import { censusCode, isCensusNewborn, type CensusMovement, type CensusNewborn } from './codes.ts';

describe('censusCode (spec §5 newborn codes)', () => {
  it.each<[CensusMovement, CensusNewborn, number]>([
    ['ingreso', 0, 43422003],
    ['egreso', 0, 43422004],
    ['ingreso', 1, 43422023],
    ['ingreso', 2, 43422033],
    ['ingreso', 3, 43422043],
    ['egreso', 1, 43422024],
    ['egreso', 2, 43422034],
    ['egreso', 3, 43422044],
  ])('an %s of newborn %i carries %i', (movement, newborn, code) => {
    expect(censusCode(movement, newborn)).toBe(code);
  });
});

describe('isCensusNewborn', () => {
  it.each([
    [0, true],
    [3, true],
    [4, false],
    [-1, false],
    [1.5, false],
  ])('%d is a newborn index: %s', (value, expected) => {
    expect(isCensusNewborn(value)).toBe(expected);
  });
});
