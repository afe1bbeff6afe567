import type { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '@portal/domain/imports';

/** The whole file is refused, before any row counts: a report with these problems. */
export class FileRefused extends Error {
  readonly problems: { line: number; field: string; message: string }[];
  constructor(problems: { line: number; field: string; message: string }[]) {
    super(problems.map((problem) => problem.message).join(' '));
    this.problems = problems;
  }
}

/**
 * The file's bytes, chunk by chunk, never whole, checked as UTF-8 on the way. Invalid UTF-8 (a
 * Latin-1 "ñ" or "é" is one byte, never valid UTF-8 there) refuses the file rather than
 * guessing: converting would silently turn a truly broken file into wrong names. The bytes go
 * on as they came (the CSV parser reads bytes; decoding to text and back cost it twice as much).
 * Past `maxBytes` the reading stops and the file is refused, without buffering the rest.
 */
export async function* checkedUtf8(
  input: Readable,
  options: { maxBytes?: number | undefined; onBytes?: (bytes: number) => void },
): AsyncGenerator<Buffer> {
  const validator = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  const check = (chunk?: Buffer) => {
    try {
      if (chunk) validator.decode(chunk, { stream: true });
      else validator.decode();
    } catch {
      throw new FileRefused([{ line: 0, field: '', message: IMPORT_MESSAGES.notUtf8 }]);
    }
  };
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    bytes += buffer.length;
    if (options.maxBytes !== undefined && bytes > options.maxBytes) {
      input.destroy();
      throw new FileRefused([
        { line: 0, field: '', message: IMPORT_MESSAGES.tooBig(options.maxBytes) },
      ]);
    }
    options.onBytes?.(bytes);
    check(buffer);
    yield buffer;
  }
  check();
}
