import { describe, expect, it } from 'vitest';
import { seedOrder } from './seed-order.ts';

const steps = (after: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(after).map(([area, names]) => [area, { after: names }]));

describe('the order of the seed steps', () => {
  it.each([
    [
      'by name when none waits',
      { payments: [], auth: [], content: [] },
      ['auth', 'content', 'payments'],
    ],
    [
      'each after the areas it names',
      { authorizations: ['session', 'auth'], session: ['auth'], auth: [] },
      ['auth', 'session', 'authorizations'],
    ],
    [
      'a waiting area lets the next by name go first',
      { affiliates: ['payments'], auth: [], payments: [] },
      ['auth', 'payments', 'affiliates'],
    ],
  ])('%s', (_case, after, order) => {
    expect(seedOrder(steps(after))).toEqual(order);
  });

  it('names an area that waits for one with no seed step', () => {
    expect(() => seedOrder(steps({ home: ['auth'] }))).toThrow(
      'seed/home.ts runs after auth, which has no seed step',
    );
  });

  it('names the areas that wait for each other', () => {
    expect(() => seedOrder(steps({ a: ['b'], b: ['a'], c: [] }))).toThrow(
      'the seed steps of a, b wait for each other',
    );
  });
});
