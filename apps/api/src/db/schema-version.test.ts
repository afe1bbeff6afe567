import { describe, expect, it } from 'vitest';
import { schemaMismatchMessage, schemaStatus, type SchemaStatus } from './schema-version.ts';

const KNOWN = [
  { tag: '0000_first', when: 1_000 },
  { tag: '0001_second', when: 2_000 },
  { tag: '0002_third', when: 3_000 },
];

describe('the database schema against the migrations of the code', () => {
  it.each<[string, number[], SchemaStatus]>([
    ['every migration applied', [1_000, 2_000, 3_000], { state: 'current', version: '0002_third' }],
    [
      'an empty database',
      [],
      { state: 'behind', database: 'none (an empty database)', code: '0002_third' },
    ],
    [
      'the last migration missing',
      [1_000, 2_000],
      { state: 'behind', database: '0001_second', code: '0002_third' },
    ],
    [
      'a later migration the code does not know',
      [1_000, 2_000, 3_000, 4_000],
      {
        state: 'ahead',
        database: 'an unknown migration of 1970-01-01T00:00:04.000Z',
        code: '0002_third',
      },
    ],
    [
      'an unknown migration among known ones (another branch migrated it)',
      [1_000, 1_500, 2_000],
      { state: 'ahead', database: '0001_second', code: '0002_third' },
    ],
  ])('%s', (_case, applied, expected) => {
    expect(schemaStatus(KNOWN, applied)).toEqual(expected);
  });

  it('the operator is told both versions and what to run', () => {
    expect(
      schemaMismatchMessage({ state: 'behind', database: '0001_second', code: '0002_third' }),
    ).toBe(
      'The database schema is older than this code: the database is at migration 0001_second, ' +
        'this code needs 0002_third. Run `npm run migrate` against this database ' +
        '(or start with MIGRATE_ON_START=true, the default).',
    );
    expect(
      schemaMismatchMessage({ state: 'ahead', database: '0003_fourth', code: '0002_third' }),
    ).toContain(
      'the database has migration 0003_fourth, this code knows migrations up to 0002_third',
    );
  });
});
