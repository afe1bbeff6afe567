import { describe, expect, it } from 'vitest';
import { insertDateSlashes } from './insert-date-slashes';

describe('insertDateSlashes', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['10', '10'],
    ['100', '10/0'],
    ['1003', '10/03'],
    ['10032', '10/03/2'],
    ['10032026', '10/03/2026'],
    ['10/', '10/'],
    ['10/03/2026', '10/03/2026'],
    ['1/', '1/'],
    ['1/3', '1/3'],
    ['1/3/2026', '1/3/2026'],
    ['1/032', '1/03/2'],
    ['10/3/2026', '10/3/2026'],
  ])('"%s" becomes "%s"', (typed, shown) => {
    expect(insertDateSlashes(typed)).toBe(shown);
  });

  it.each([
    ['10-03-2026', 'dashes'],
    ['10/03/2026/', 'a third slash'],
    [' 10/03', 'a space'],
    ['1O03', 'a letter'],
  ])('"%s" is left as typed (%s)', (typed) => {
    expect(insertDateSlashes(typed)).toBe(typed);
  });
});
