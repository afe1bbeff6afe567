import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
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

/**
 * Files a database-free test may import though they sit beside files that open one: the harness
 * that builds the app on a database refusing every query, the in-memory logger, the spawner of
 * server processes (each opens its own) and its demo login, and the seed's pure parts (the
 * ordering rule, the demo accounts and their CUITs).
 * Their own imports are checked the same way.
 */
const DATABASE_FREE_HARNESS = [
  'test/captured-log.ts',
  'test/child-server.ts',
  'test/no-database.ts',
  'test/web-build-app.ts',
  'test/startup/demo-login.ts',
  'src/seed/seed-order.ts',
  'src/seed/demo-accounts.ts',
  'src/seed/cuit.ts',
];

/** The path (from apps/api) a relative import of `from` names. */
const resolved = (from: string, specifier: string) =>
  specifier.startsWith('.') ? normalize(join(dirname(from), specifier)) : specifier;

/** What `path` imports that may open a database, through the database-free harness too. */
function reaching(path: string): string[] {
  const source = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
  // Type-only imports load nothing at run time.
  const specifiers = [
    ...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'/gm),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const target = resolved(path, specifier);
    if (DATABASE_FREE_HARNESS.includes(target)) return reaching(target);
    // A relative import is also judged by where it lands: './test-app.ts' from test/ is the harness.
    const opens = OPENS_A_DATABASE.some(
      (pattern) => pattern.test(specifier) || pattern.test(`/${target}`),
    );
    return opens ? [`${path} → ${specifier}`] : [];
  });
}

describe('tests that run on one engine only because they open no database', () => {
  it.each(DATABASE_FREE_TESTS.map((path) => [path]))(
    '%s imports nothing that opens one',
    (path) => {
      expect(reaching(path)).toEqual([]);
    },
  );

  it('tells the harness that opens a database from the one that does not', () => {
    expect(reaching('test/http-surface.test.ts')).toContain(
      'test/http-surface.test.ts → ./test-app.ts',
    );
    expect(reaching('test/web-build-app.ts')).toEqual([]);
  });
});
