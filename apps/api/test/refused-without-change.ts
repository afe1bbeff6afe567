import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { expectError } from './helpers.ts';
import { rowCounts } from './row-counts.ts';
import type { TestApp } from './test-app.ts';

/** Sends the request; asserts its status and code in the error shape and that no row changed. */
export async function refusedWithoutChange(
  t: TestApp,
  request: InjectOptions,
  status: number,
  code: string,
) {
  const before = await rowCounts(t.db);
  const response = await t.inject(request);
  expectError(response, status, code);
  expect(await rowCounts(t.db)).toEqual(before);
  return response;
}
