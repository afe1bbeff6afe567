import { describe, expect, it } from 'vitest';
import {
  chunkRows,
  parseBulkCsv,
  BULK_FILE_ACCEPT,
  BULK_FILE_TEXT,
  BULK_MESSAGES,
  bulkFileProblem,
} from './bulk-csv.ts';

describe('parseBulkCsv (bulk validation upload)', () => {
  it('reads number and optional service code, with comma or semicolon', () => {
    expect(parseBulkCsv('30000001 1 01,420101\n30000002 1 01\r\n30000003 1 01;180106\n')).toEqual([
      { fila: 1, numero: '30000001 1 01', prestacion: '420101' },
      { fila: 2, numero: '30000002 1 01', prestacion: null },
      { fila: 3, numero: '30000003 1 01', prestacion: '180106' },
    ]);
  });

  it('skips a header, blank lines and a byte-order mark, keeping file line numbers', () => {
    expect(
      parseBulkCsv('\uFEFFnumero;prestacion\n\n30000001 1 01;420101\n   \n99999999 9 99'),
    ).toEqual([
      { fila: 3, numero: '30000001 1 01', prestacion: '420101' },
      { fila: 5, numero: '99999999 9 99', prestacion: null },
    ]);
  });

  it('keeps malformed lines as rows so the server reports them by line', () => {
    expect(parseBulkCsv('30000001 1 01\n3000 x\n,420101')).toEqual([
      { fila: 1, numero: '30000001 1 01', prestacion: null },
      { fila: 2, numero: '3000 x', prestacion: null },
      { fila: 3, numero: '', prestacion: '420101' },
    ]);
  });

  it('drops quotes around cells', () => {
    expect(parseBulkCsv('"30000001 1 01";"420101"')).toEqual([
      { fila: 1, numero: '30000001 1 01', prestacion: '420101' },
    ]);
  });

  it('reads an empty file as no rows', () => {
    expect(parseBulkCsv('')).toEqual([]);
    expect(parseBulkCsv('numero\n')).toEqual([]);
  });
});

describe('chunkRows', () => {
  it('splits 5,000 rows into ten chunks of 500', () => {
    const chunks = chunkRows(Array.from({ length: 5_000 }, (_, index) => index));
    expect(chunks.map((chunk) => chunk.length)).toEqual(Array(10).fill(500));
    expect(chunks[9]?.at(-1)).toBe(4_999);
  });

  it('keeps the remainder in a last, shorter chunk', () => {
    expect(chunkRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkRows([], 2)).toEqual([]);
  });
});

describe('the bulk validation file: one rule, every text from it', () => {
  const TEXT = new TextEncoder().encode('30000001 1 01\n');
  it('the accept list and the picker text name CSV and TXT up to 2 MB', () => {
    expect(BULK_FILE_ACCEPT).toBe('.csv,.txt');
    expect(BULK_FILE_TEXT).toBe('Un archivo CSV o TXT de texto, de hasta 2 MB.');
  });

  it.each([
    ['afiliados.csv', 14, TEXT, null],
    ['AFILIADOS.TXT', 14, TEXT, null],
    ['afiliados.xlsx', 14, TEXT, BULK_MESSAGES.notText],
    ['afiliados', 14, TEXT, BULK_MESSAGES.notText],
    ['afiliados.csv', 2 * 1024 * 1024 + 1, TEXT, BULK_MESSAGES.tooBig],
    ['afiliados.csv', 8, new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 8, 0]), BULK_MESSAGES.notText],
  ] as const)('%s of %d bytes: %s', (fileName, size, head, problem) => {
    expect(bulkFileProblem({ fileName, size }, head)).toBe(problem);
  });
});
