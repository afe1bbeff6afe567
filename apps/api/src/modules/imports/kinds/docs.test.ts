import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFFILIATE_IMPORT_COLUMN_DOCS,
  AFFILIATE_IMPORT_COLUMNS,
  CONTENT_IMPORT_COLUMN_DOCS,
  CONTENT_IMPORT_COLUMNS,
  PLAN_IMPORT_COLUMN_DOCS,
  PLAN_IMPORT_COLUMNS,
  PROVIDER_IMPORT_COLUMN_DOCS,
  PROVIDER_IMPORT_COLUMNS,
  SETTLEMENT_IMPORT_COLUMN_DOCS,
  SETTLEMENT_IMPORT_COLUMNS,
  PAYMENT_IMPORT_COLUMN_DOCS,
  PAYMENT_IMPORT_COLUMNS,
} from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { exampleFile, importBytes } from '../../../../test/imports.ts';
import { openTestDatabase } from '../../../../test/test-app.ts';
import { IMPORT_KINDS_REGISTRY } from './index.ts';

const readme = readFileSync(
  new URL('../../../../../../docs/imports/README.md', import.meta.url),
  'utf8',
);

/** The table between `<!-- columns:kind -->` and `<!-- /columns -->`, as [column, content]. */
function documentedColumns(kind: string): [string, string][] {
  const block = new RegExp(`<!-- columns:${kind} -->([\\s\\S]*?)<!-- /columns -->`).exec(readme);
  return (block?.[1] ?? '')
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => {
      const [, column = '', content = ''] = /^\|\s*`([^`]+)`\s*\|\s*(.*?)\s*\|$/.exec(line) ?? [];
      return [column, content];
    });
}

describe('docs/imports/README.md documents the contracts row schemas (one source)', () => {
  it.each([
    ['affiliates', AFFILIATE_IMPORT_COLUMNS, AFFILIATE_IMPORT_COLUMN_DOCS],
    ['plans', PLAN_IMPORT_COLUMNS, PLAN_IMPORT_COLUMN_DOCS],
    ['providers', PROVIDER_IMPORT_COLUMNS, PROVIDER_IMPORT_COLUMN_DOCS],
    ['settlements', SETTLEMENT_IMPORT_COLUMNS, SETTLEMENT_IMPORT_COLUMN_DOCS],
    ['payments', PAYMENT_IMPORT_COLUMNS, PAYMENT_IMPORT_COLUMN_DOCS],
    ['content', CONTENT_IMPORT_COLUMNS, CONTENT_IMPORT_COLUMN_DOCS],
  ] as const)('%s: the columns, in order, with their descriptions', (kind, columns, docs) => {
    expect(documentedColumns(kind)).toEqual(
      columns.map((column) => [column, (docs as Record<string, string>)[column]]),
    );
    expect(IMPORT_KINDS_REGISTRY[kind]?.columns).toEqual(columns);
  });

  it.each([
    ['affiliates.csv', AFFILIATE_IMPORT_COLUMNS],
    ['plans.csv', PLAN_IMPORT_COLUMNS],
    ['providers.csv', PROVIDER_IMPORT_COLUMNS],
    ['settlements.csv', SETTLEMENT_IMPORT_COLUMNS],
    ['payments.csv', PAYMENT_IMPORT_COLUMNS],
    ['content.csv', CONTENT_IMPORT_COLUMNS],
  ] as const)('the example %s has the header of its kind', (name, columns) => {
    const example = readFileSync(
      new URL(`../../../../../../docs/imports/${name}`, import.meta.url),
      'utf8',
    );
    expect(example.split('\n')[0]).toBe(columns.join(';'));
  });

  describe('the content examples', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it.each(['content.csv', 'content.ndjson'])(
      '%s imports cleanly on the demo seed (a dry run)',
      async (name) => {
        const report = await importBytes(
          database.db,
          IMPORT_KINDS_REGISTRY.content!,
          exampleFile(name),
          { dryRun: true, fileName: name },
        );
        expect(report).toMatchObject({ refused: 0, problems: [], read: 6, new: 4, changed: 2 });
      },
    );
  });
});

describe('the money examples import cleanly on the demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it.each([
    ['settlements', 'settlements.csv', 7],
    ['settlements', 'settlements.ndjson', 7],
    ['payments', 'payments.csv', 3],
    ['payments', 'payments.ndjson', 3],
  ] as const)('%s: %s', async (name, file, rows) => {
    const report = await importBytes(database.db, IMPORT_KINDS_REGISTRY[name]!, exampleFile(file), {
      fileName: file,
      dryRun: true,
    });
    expect(report).toMatchObject({ read: rows, new: rows, refused: 0, problems: [] });
  });
});
