import type { Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import {
  detectImportFormat,
  headerProblems,
  IMPORT_MESSAGES,
  type ImportFormat,
} from '@portal/domain/imports';
import { checkedUtf8, FileRefused } from './decode.ts';
import type { RowProblem } from './kind.ts';

/** One data record of the file: its cells by column, or why it could not even be split. */
export interface SourceRecord {
  line: number;
  cells: Record<string, unknown>;
  /** The record could not be read as a row (wrong column count, not JSON). */
  problem?: RowProblem;
}

export interface ReadOptions {
  fileName?: string | undefined;
  maxBytes?: number | undefined;
  onBytes?: (bytes: number) => void;
}

/** Splits off the first line (the header or first JSON object) to pick the format. */
async function peekFirstLine(chunks: AsyncGenerator<Buffer>) {
  const head: Buffer[] = [];
  let newline = -1;
  while (newline === -1) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    newline = next.value.indexOf(0x0a);
  }
  const joined = Buffer.concat(head);
  const end = joined.indexOf(0x0a);
  // Validated already up to here, but a chunk may end inside a character: not fatal.
  const firstLine = new TextDecoder().decode(end === -1 ? joined : joined.subarray(0, end));
  async function* rest() {
    if (joined.length > 0) yield joined;
    yield* chunks;
  }
  return { firstLine: firstLine.replace(/\r$/, ''), chunks: rest() };
}

function byColumns(columns: readonly string[], values: readonly string[]) {
  const cells: Record<string, unknown> = {};
  for (let index = 0; index < columns.length; index += 1) cells[columns[index]!] = values[index];
  return cells;
}

function csvProblem(error: unknown): FileRefused {
  if (error instanceof FileRefused) return error;
  if (error instanceof CsvError) {
    const line = Number((error as unknown as { lines?: number }).lines ?? 0);
    const message =
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? IMPORT_MESSAGES.truncated
        : IMPORT_MESSAGES.malformed(error.message);
    return new FileRefused([{ line, field: '', message }]);
  }
  throw error;
}

type ParsedRecord = { record: string[]; info: { lines: number } };

/**
 * The records of a CSV file, a chunk's worth at a time. The parser is written to and read from
 * synchronously (its transform runs inside write()): iterating it record by record cost a
 * promise and a turn of the microtask queue per row, a third of the per-row time on a million.
 */
async function* csvRecords(
  chunks: AsyncGenerator<Buffer>,
  delimiter: string,
  columns: readonly string[],
): AsyncGenerator<SourceRecord[]> {
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
  });
  let header = true;
  const toRecords = (parsed: readonly ParsedRecord[]) => {
    const records: SourceRecord[] = [];
    for (const { record, info } of parsed) {
      if (header) {
        header = false;
        const problems = headerProblems(record, columns, IMPORT_MESSAGES);
        if (problems.length > 0) {
          throw new FileRefused(problems.map((problem) => ({ line: info.lines, ...problem })));
        }
        continue;
      }
      if (record.length === 1 && record[0]?.trim() === '') continue;
      const problem =
        record.length === columns.length
          ? undefined
          : {
              line: info.lines,
              field: '',
              message: IMPORT_MESSAGES.fieldCount(record.length, columns.length),
            };
      records.push({
        line: info.lines,
        cells: byColumns(columns, record),
        ...(problem && { problem }),
      });
    }
    return records;
  };
  const take = () => {
    const parsed: ParsedRecord[] = [];
    let item: ParsedRecord | null;
    while ((item = parser.read() as ParsedRecord | null) !== null) parsed.push(item);
    if (parser.errored) throw parser.errored;
    return parsed;
  };
  try {
    for await (const chunk of chunks) {
      parser.write(chunk);
      const records = toRecords(take());
      if (records.length > 0) yield records;
    }
    parser.end();
    // The last record and a quote left open surface when the parser ends: a few, asynchronously.
    const rest: ParsedRecord[] = [];
    for await (const item of parser as AsyncIterable<ParsedRecord>) rest.push(item);
    const records = toRecords(rest);
    if (records.length > 0) yield records;
  } catch (error) {
    parser.destroy();
    throw csvProblem(error);
  }
  if (header) throw new FileRefused([{ line: 0, field: '', message: IMPORT_MESSAGES.empty }]);
}

const NDJSON_BATCH = 1_000;

async function* ndjsonRecords(
  chunks: AsyncGenerator<Buffer>,
  columns: readonly string[],
): AsyncGenerator<SourceRecord[]> {
  // Checked as UTF-8 already; this decoder drops a BOM and joins characters split by chunks.
  const decoder = new TextDecoder();
  let pending = '';
  let line = 0;
  const record = (text: string): SourceRecord | null => {
    line += 1;
    if (text.trim() === '') return null;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { line, cells: {}, problem: { line, field: '', message: IMPORT_MESSAGES.notJson } };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { line, cells: {}, problem: { line, field: '', message: IMPORT_MESSAGES.notJson } };
    }
    const cells = value as Record<string, unknown>;
    const extra = Object.keys(cells).find((key) => !columns.includes(key));
    // A machine leaves out what it has not got: a missing key reads as an empty CSV cell.
    for (const column of columns) if (!(column in cells)) cells[column] = null;
    return extra === undefined
      ? { line, cells }
      : {
          line,
          cells,
          problem: { line, field: extra, message: IMPORT_MESSAGES.extraColumn(extra) },
        };
  };
  let batch: SourceRecord[] = [];
  for await (const chunk of chunks) {
    pending += decoder.decode(chunk, { stream: true });
    let start = 0;
    let newline = pending.indexOf('\n');
    while (newline !== -1) {
      const found = record(pending.slice(start, newline).replace(/\r$/, ''));
      if (found) batch.push(found);
      start = newline + 1;
      newline = pending.indexOf('\n', start);
    }
    pending = pending.slice(start);
    if (batch.length >= NDJSON_BATCH) {
      yield batch;
      batch = [];
    }
  }
  const last = record(pending + decoder.decode());
  if (last) batch.push(last);
  if (batch.length > 0) yield batch;
}

/**
 * The data records of an import file, streamed in batches (a chunk of the file's worth): UTF-8
 * checked, the format and CSV delimiter picked from the name and the first line, the CSV header
 * checked against the kind's columns.
 */
export async function* readRecords(
  input: Readable,
  columns: readonly string[],
  options: ReadOptions,
): AsyncGenerator<SourceRecord[], ImportFormat | undefined> {
  const checked = checkedUtf8(input, { maxBytes: options.maxBytes, onBytes: options.onBytes });
  const { firstLine, chunks } = await peekFirstLine(checked);
  if (firstLine.replace(/^\uFEFF/, '').trim() === '') {
    throw new FileRefused([{ line: 0, field: '', message: IMPORT_MESSAGES.empty }]);
  }
  const format = detectImportFormat(firstLine, options.fileName);
  if (format.format === 'ndjson') yield* ndjsonRecords(chunks, columns);
  else yield* csvRecords(chunks, format.delimiter, columns);
  return format;
}
