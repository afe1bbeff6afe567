import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE_TESTS, ENGINE_EQUIVALENCE_TEST, ENGINE_TESTS } from '../vitest.config.ts';

/**
 * The tests kept on PGlite beside PostgreSQL because their subject is the engine (ADR 0075). A
 * path that no longer names a test file (moved, renamed) would silently stop running on PGlite:
 * this check fails first.
 */
describe('the tests that run on both engines', () => {
  it.each(ENGINE_TESTS.map((path) => [path]))('%s is a test file of the API', (path) => {
    expect(path).toMatch(/^(src|test)\/.+\.test\.ts$/);
    expect(path).not.toMatch(/\.postgres\.test\.ts$/);
    expect(existsSync(new URL(`../${path}`, import.meta.url)), path).toBe(true);
  });

  it('are listed once each, none of them also as opening no database', () => {
    expect(new Set(ENGINE_TESTS).size).toBe(ENGINE_TESTS.length);
    expect(ENGINE_TESTS.filter((path) => DATABASE_FREE_TESTS.includes(path))).toEqual([]);
  });

  it('hold the equivalence test, which compares what the others leave to PostgreSQL', () => {
    expect(ENGINE_TESTS).toContain(ENGINE_EQUIVALENCE_TEST);
  });
});
