import { sql } from 'drizzle-orm';
import { SETTLEMENT_IMPORT_COLUMNS, PAYMENT_IMPORT_COLUMNS } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { exampleFile, importBytes } from '../../../../test/imports.ts';
import type { ImportKind, ImportOptions } from '../engine/kind.ts';
import { sqlRows } from '../engine/sql-rows.ts';

/** The example file's lines (line 1 the header) as cells by column, to edit one and import. */
export function exampleRows(name: string, columns: readonly string[]) {
  const [, ...lines] = exampleFile(name).toString('utf8').trimEnd().split('\n');
  return lines.map((line) => {
    const cells = line.split(';');
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
  });
}

export type Cells = Record<string, string>;

export function importRows(
  db: Db,
  kind: ImportKind<unknown>,
  columns: readonly string[],
  rows: readonly Cells[],
  options: ImportOptions = {},
) {
  const lines = [
    columns.join(';'),
    ...rows.map((row) => columns.map((c) => row[c] ?? '').join(';')),
  ];
  return importBytes(db, kind, `${lines.join('\n')}\n`, options);
}

export const settlementRows = () => exampleRows('settlements.csv', SETTLEMENT_IMPORT_COLUMNS);
export const paymentRows = () => exampleRows('payments.csv', PAYMENT_IMPORT_COLUMNS);

/** A digest of every money table: a refused or dry-run import leaves it as it was. */
export async function moneyDigest(db: Db): Promise<string> {
  const tables = [
    'settlements',
    'settlement_lines',
    'settlement_debits',
    'settlement_copays',
    'settlement_errors',
    'payments',
    'invoices',
  ];
  const parts = await Promise.all(
    tables.map(async (table) => {
      const [row] = await sqlRows<{ d: string | null }>(
        db,
        sql.raw(`select md5(string_agg(t::text, ',' order by t::text)) as d from ${table} t`),
      );
      return `${table}:${row?.d ?? ''}`;
    }),
  );
  return parts.join(' ');
}
