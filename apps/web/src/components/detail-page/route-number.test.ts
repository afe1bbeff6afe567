import { describe, expect, it } from 'vitest';
import { parseRouteNumber } from './route-number';

describe('a request or case number read from its URL', () => {
  it.each([
    ['7000101', 7000101],
    ['1', 1],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-5', null],
    ['12a', null],
    ['1e5', null],
    ['', null],
    [undefined, null],
    ['00000000001', 1],
    ['99999999999', null],
  ])('%j reads %j', (text, expected) => {
    expect(parseRouteNumber(text)).toBe(expected);
  });
});
