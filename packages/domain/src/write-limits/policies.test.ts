import { describe, expect, it } from 'vitest';
import { CASE_WRITE_LIMIT } from '../support-cases/write-limits.ts';
import { LIMITS, type WriteLimit, type WriteWindow } from './policies.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('the write policies', () => {
  it.each([
    // [policy, scope, per 10 minutes, per day]
    ['filing', 'user', 30, 300],
    ['filing', 'provider', 150, 1500],
    ['entry', 'user', 120, 1500],
    ['entry', 'provider', 600, 10_000],
    ['inquiry', 'user', 20, 100],
    ['inquiry', 'provider', 60, 300],
    ['edit', 'user', 60, 600],
    ['edit', 'provider', 200, 2000],
    ['import', 'user', 30, 200],
    ['import', 'provider', 60, 400],
  ] as const)('%s per %s: %i in 10 minutes, %i a day', (name, scope, tenMinutes, day) => {
    expect(LIMITS[name][scope]).toEqual([
      { max: tenMinutes, windowMs: 10 * MINUTE },
      { max: day, windowMs: DAY },
    ]);
  });

  it('each policy is named as it is keyed (its name is part of the stored key)', () => {
    for (const [key, policy] of Object.entries(LIMITS)) expect(policy.name).toBe(key);
  });

  const scopes = (policy: WriteLimit): [string, readonly WriteWindow[]][] => [
    [`${policy.name} user`, policy.user],
    [`${policy.name} provider`, policy.provider],
  ];

  it.each([
    ...Object.values(LIMITS).flatMap(scopes),
    ['support case', CASE_WRITE_LIMIT] as [string, readonly WriteWindow[]],
  ])('%s: a longer window allows more than a shorter one', (_name, windows) => {
    const sorted = [...windows].sort((a, b) => a.windowMs - b.windowMs);
    sorted.forEach((window, i) => {
      if (i > 0) expect(window.max).toBeGreaterThan(sorted[i - 1]!.max);
    });
  });

  it.each(Object.values(LIMITS).map((policy) => [policy.name, policy] as const))(
    '%s: a provider allows more than one of its users, window by window',
    (_name, policy) => {
      policy.user.forEach((window, i) => {
        expect(policy.provider[i]!.windowMs).toBe(window.windowMs);
        expect(policy.provider[i]!.max).toBeGreaterThan(window.max);
      });
    },
  );
});
