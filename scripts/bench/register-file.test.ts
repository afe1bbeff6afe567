import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { AFFILIATE_IMPORT_COLUMNS, affiliateImportRow } from '@portal/contracts';
import { PLANS } from '../../apps/api/src/seed/reference-data.ts';
import { writeRegisterFile } from './register-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'register-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the synthetic register of the imports bench', () => {
  it('is the documented format, every row valid against the demo plans, keys unique', async () => {
    const path = join(dir, 'affiliates.csv');
    const bytes = await writeRegisterFile(path, 1_000);
    const text = readFileSync(path, 'utf8');
    expect(Buffer.byteLength(text)).toBe(bytes);
    const records: string[][] = parse(text, { delimiter: ';' });
    const header = records.shift();
    expect(header).toEqual(AFFILIATE_IMPORT_COLUMNS);
    expect(records).toHaveLength(1_000);
    const plans = new Set(PLANS.map(([id]) => id));
    const keys = new Set<string>();
    for (const record of records) {
      const cells = Object.fromEntries(header!.map((column, i) => [column, record[i]]));
      const row = affiliateImportRow.parse(cells);
      expect(plans.has(row.plan)).toBe(true);
      keys.add(`${row.contra}/${row.middle}/${row.inte}`);
    }
    expect(keys.size).toBe(1_000);
    expect(records.some((record) => record[11] === '2')).toBe(true);
  });

  it('is the same file byte for byte for the same number of rows', async () => {
    await writeRegisterFile(join(dir, 'a.csv'), 300);
    await writeRegisterFile(join(dir, 'b.csv'), 300);
    expect(readFileSync(join(dir, 'a.csv'))).toEqual(readFileSync(join(dir, 'b.csv')));
  });
});
