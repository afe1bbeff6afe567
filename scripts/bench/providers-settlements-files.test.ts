import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_IMPORT_COLUMNS,
  PROVIDER_IMPORT_FIELDS,
  providerImportRow,
  SETTLEMENT_IMPORT_COLUMNS,
  settlementImportRow,
} from '@portal/contracts';
import { PERMISSION_KEYS } from '@portal/domain/access';
import { LOCALITIES, SERVICES, SPECIALTIES } from '../../apps/api/src/seed/reference-data.ts';
import { EXTRA_SERVICES } from '../../apps/api/src/seed/services-catalogue.ts';
import { providersFileRows, writeProvidersFile } from './providers-file.ts';
import { REGISTER_FIRST_CONTRA } from './register-file.ts';
import { LINES_PER_SETTLEMENT, writeSettlementsFile } from './settlements-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'providers-settlements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The file's records as objects of its header's columns, the header checked. */
function records(path: string, columns: readonly string[]): Record<string, string>[] {
  const [header, ...rows]: string[][] = parse(readFileSync(path, 'utf8'), { delimiter: ';' });
  expect(header).toEqual(columns);
  return rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]!])));
}

describe('the synthetic providers file of the imports bench', () => {
  it('is the documented format, every row valid against the demo catalogues, places unique', async () => {
    const path = join(dir, 'providers.csv');
    const bytes = await writeProvidersFile(path, 300);
    expect(Buffer.byteLength(readFileSync(path, 'utf8'))).toBe(bytes);
    const rows = records(path, PROVIDER_IMPORT_COLUMNS).map((cells) =>
      providerImportRow.parse(cells),
    );
    expect(rows).toHaveLength(providersFileRows(300));
    expect(rows).toHaveLength(600);
    expect(new Set(rows.map((row) => row.codigo)).size).toBe(300);
    expect(new Set(rows.map((row) => row.lugar)).size).toBe(600);
    const localities = new Set(LOCALITIES.map(([, , name], i) => [String(i + 1), name]).flat());
    const specialties = new Set(SPECIALTIES.map(([id]) => id));
    const services = new Set([...SERVICES, ...EXTRA_SERVICES].map(([code]) => code));
    const modules = new Set<string>(PERMISSION_KEYS);
    const firstOf = new Map<number, (typeof rows)[number]>();
    for (const row of rows) {
      expect(localities.has(row.localidad)).toBe(true);
      expect(row.especialidades.every((id) => specialties.has(id))).toBe(true);
      expect(row.servicios.every((s) => services.has(s.codigo))).toBe(true);
      expect(row.modulos.every((key) => modules.has(key))).toBe(true);
      const first = firstOf.get(row.codigo) ?? row;
      firstOf.set(row.codigo, first);
      for (const field of PROVIDER_IMPORT_FIELDS) expect(row[field]).toEqual(first[field]);
    }
    expect(rows.some((row) => row.admin_email !== '')).toBe(true);
    expect(rows.some((row) => row.admin_email === '')).toBe(true);
  });

  it('is the same file byte for byte for the same number of providers', async () => {
    await writeProvidersFile(join(dir, 'a.csv'), 100);
    await writeProvidersFile(join(dir, 'b.csv'), 100);
    expect(readFileSync(join(dir, 'a.csv'))).toEqual(readFileSync(join(dir, 'b.csv')));
  });
});

describe('the synthetic month of settlements of the imports bench', () => {
  const registerRows = 1_000;

  it('is valid against the contract, one settlement a provider, its totals adding up', async () => {
    const path = join(dir, 'settlements.csv');
    await writeSettlementsFile(path, 50, registerRows);
    const rows = records(path, SETTLEMENT_IMPORT_COLUMNS).map((cells) =>
      settlementImportRow.parse(cells),
    );
    expect(rows).toHaveLength(50 * LINES_PER_SETTLEMENT);
    expect(LINES_PER_SETTLEMENT).toBe(24);
    const keys = new Set(rows.map((row) => `${row.expediente}/${row.tabla}/${row.renglon}`));
    expect(keys.size).toBe(rows.length);
    const bySettlement = new Map<number, typeof rows>();
    for (const row of rows) {
      bySettlement.set(row.expediente, [...(bySettlement.get(row.expediente) ?? []), row]);
    }
    expect(bySettlement.size).toBe(50);
    expect(new Set(rows.map((row) => row.prestador)).size).toBe(50);
    for (const lines of bySettlement.values()) {
      const sum = (tabla: string) =>
        lines.filter((row) => row.tabla === tabla).reduce((total, row) => total + row.importe, 0);
      const [first] = lines;
      expect(first!.bruto).toBe(sum('detalles'));
      expect(first!.debitos).toBe(sum('debitos'));
      expect(first!.copago).toBe(sum('copago'));
      expect(first!.neto).toBe(first!.bruto - first!.debitos - first!.copago);
      expect(first!.neto).toBeGreaterThan(0);
      expect(new Set(lines.map((row) => row.tabla))).toEqual(
        new Set(['detalles', 'debitos', 'copago', 'errores']),
      );
    }
  });

  it('names only affiliates of the register it is written for', async () => {
    const path = join(dir, 'settlements-small.csv');
    await writeSettlementsFile(path, 20, registerRows);
    for (const row of records(path, SETTLEMENT_IMPORT_COLUMNS)) {
      const index = (Number(row.contra) - REGISTER_FIRST_CONTRA) * 4 + Number(row.inte) - 1;
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(registerRows);
      expect(row.middle).toBe('1');
    }
  });

  it('is the same file byte for byte for the same sizes', async () => {
    await writeSettlementsFile(join(dir, 'c.csv'), 30, registerRows);
    await writeSettlementsFile(join(dir, 'd.csv'), 30, registerRows);
    expect(readFileSync(join(dir, 'c.csv'))).toEqual(readFileSync(join(dir, 'd.csv')));
  });
});
