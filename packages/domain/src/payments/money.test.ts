import { describe, expect, it } from 'vitest';
import { addCents, formatCuit } from './money.ts';

describe('amounts in cents', () => {
  it('adds exactly and refuses a fraction of a cent', () => {
    expect(addCents([10, 20, 30])).toBe(60);
    expect(addCents([])).toBe(0);
    expect(() => addCents([10, 0.5])).toThrow(RangeError);
  });

  it('writes a CUIT with its dashes and leaves anything else as it came', () => {
    expect(formatCuit('27234567891')).toBe('27-23456789-1');
    expect(formatCuit('123')).toBe('123');
  });
});
