import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  totpStep,
  totpStepAccepted,
} from './second-factor.ts';

describe('totpStepAccepted', () => {
  it.each([
    ['the current step, none used before', 0, 100, null, true],
    ['one step behind (clock drift)', -1, 100, null, true],
    ['one step ahead', 1, 100, null, true],
    ['two steps behind', -2, 100, null, false],
    ['two steps ahead', 2, 100, null, false],
    ['no match', null, 100, null, false],
    ['the step already used (a replay)', 0, 100, 100, false],
    ['an older step than the one used', -1, 100, 100, false],
    ['the step after the one used', 0, 101, 100, true],
    ['a step ahead of the one used just now', 1, 100, 100, true],
  ] as const)('%s', (_case, delta, nowStep, lastUsed, expected) => {
    expect(totpStepAccepted(delta, nowStep, lastUsed)).toBe(expected);
  });
});

describe('totpStep', () => {
  it.each([
    ['1970-01-01T00:00:00Z', 0],
    ['1970-01-01T00:00:29.999Z', 0],
    ['1970-01-01T00:00:30Z', 1],
    ['2026-03-10T13:00:00Z', 59_104_920],
  ])('%s is step %i', (at, step) => {
    expect(totpStep(new Date(at))).toBe(step);
  });
});

describe('normalizeTotpCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 123456 ', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12a456', null],
    ['', null],
  ])('%j → %j', (typed, expected) => {
    expect(normalizeTotpCode(typed)).toBe(expected);
  });
});

describe('recovery codes', () => {
  it.each([
    ['k7m2-9xqp', 'k7m29xqp'],
    ['K7M2 9XQP', 'k7m29xqp'],
    ['k7m29xqp', 'k7m29xqp'],
    ['k7m2-9xq', null],
    ['k7m2-9xq0', null],
    ['k7m2-9xql', null],
    ['', null],
  ])('%j is read as %j', (typed, expected) => {
    expect(normalizeRecoveryCode(typed)).toBe(expected);
  });

  it('is shown in two groups of four', () => {
    expect(formatRecoveryCode('k7m29xqp')).toBe('k7m2-9xqp');
  });
});
