import { describe, expect, it } from 'vitest';
import { inputRefusalOf, isDatabaseError, sqlStateOf } from './errors.ts';

const driverError = (code: string) => Object.assign(new Error('x'), { code, severity: 'ERROR' });
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { query: 'q', params: [], cause: driverError(code) });

describe('database errors', () => {
  it("finds the driver's SQLSTATE under drizzle's wrapper", () => {
    expect(sqlStateOf(wrapped('22P02'))).toBe('22P02');
    expect(sqlStateOf(driverError('23505'))).toBe('23505');
  });

  it('is not fooled by a system error code of five letters', () => {
    const pipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    expect(sqlStateOf(pipe)).toBeUndefined();
    expect(isDatabaseError(pipe)).toBe(false);
  });

  it('counts an error carrying a query or its parameters as a database error', () => {
    expect(isDatabaseError(Object.assign(new Error('x'), { params: [1] }))).toBe(true);
    expect(isDatabaseError(new Error('x'))).toBe(false);
  });

  it.each([
    ['22P02', '22P02'],
    ['22003', '22003'],
    ['22021', '22021'],
    ['22009', '22009'],
    ['22P05', '22P05'],
    ['23502', '23502'],
    ['23514', '23514'],
    ['23505', undefined],
    ['40001', undefined],
    ['42703', undefined],
  ])('SQLSTATE %s is the input refused: %s', (code, refused) => {
    expect(inputRefusalOf(wrapped(code))).toBe(refused);
  });
});
