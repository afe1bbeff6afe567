import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE_TESTS } from '../vitest.config.ts';

/**
 * The tests listed as opening no database run on PGlite only, never on PostgreSQL (ADR 0030).
 * The day one of them starts to open a database, it must leave the list, or the PostgreSQL run
 * would silently stop covering it: this check fails first.
 */
const OPENS_A_DATABASE = [
  /\/test\//, // the test harness: test-app, shared-database and the helpers built on them
  /\/db\/client/,
  /\/seed\//,
  /^@electric-sql\/pglite/,
  /^pg$/,
  /^drizzle-orm/,
];

const importsOf = (path: string) =>
  [...readFileSync(new URL(`../${path}`, import.meta.url), 'utf8').matchAll(/from '([^']+)'/g)].map(
    (match) => match[1]!,
  );

describe('tests that run on one engine only because they open no database', () => {
  it.each(DATABASE_FREE_TESTS.map((path) => [path]))(
    '%s imports nothing that opens one',
    (path) => {
      const reaching = importsOf(path).filter((specifier) =>
        OPENS_A_DATABASE.some((pattern) => pattern.test(specifier)),
      );
      expect(reaching).toEqual([]);
    },
  );
});
