import { Readable } from 'node:stream';
import { csvCell } from './csv-cell.ts';
import type { ExportRow, ImportKind } from './kind.ts';

export const EXPORT_FORMATS = ['csv', 'ndjson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows per chunk of text handed to the stream: fewer, larger writes than one per row. */
const ROWS_PER_CHUNK = 500;

async function* exportText(
  columns: readonly string[],
  rows: AsyncIterable<ExportRow>,
  format: ExportFormat,
): AsyncGenerator<string> {
  const line =
    format === 'csv'
      ? (row: ExportRow) => columns.map((column) => csvCell(row[column] ?? '')).join(';') + '\n'
      : (row: ExportRow) =>
          JSON.stringify(Object.fromEntries(columns.map((c) => [c, row[c] ?? '']))) + '\n';
  // The BOM tells a spreadsheet the file is UTF-8 (the reject file writes one too); the import
  // accepts it.
  let chunk = format === 'csv' ? '\uFEFF' + columns.join(';') + '\n' : '';
  let count = 0;
  for await (const row of rows) {
    chunk += line(row);
    if (++count % ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}

/**
 * A kind's export as a stream of UTF-8 text: CSV (`;`, the kind's columns as the header, cells
 * quoted as the import reads them back) or NDJSON (one object a line, the same keys). Pulled as
 * the reader reads (a slow client slows the database reads down, never fills memory).
 */
export function exportStream(
  kind: ImportKind<unknown>,
  rows: AsyncIterable<ExportRow>,
  format: ExportFormat,
): Readable {
  return Readable.from(exportText(kind.columns, rows, format), { objectMode: false });
}

/** Whether a kind can be exported (every built kind should; a later one may not yet). */
export const canExport = (
  kind: ImportKind<unknown>,
): kind is ImportKind<unknown> & Required<Pick<ImportKind<unknown>, 'exportRows'>> =>
  kind.exportRows !== undefined;
