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
 * The file as UTF-8 text, chunk by chunk, never whole. Invalid UTF-8 (a Latin-1 "ñ" or "é" is
 * one byte, never valid UTF-8 there) refuses the file rather than guessing: converting would
 * silently turn a truly broken file into wrong names. A BOM is dropped. Past `maxBytes` the
 * reading stops and the file is refused, without buffering the rest.
 */
export async function* decodeUtf8(
  input: Readable,
  options: { maxBytes?: number | undefined; onBytes?: (bytes: number) => void },
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
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
    const text = decode(buffer);
    if (text) yield text;
  }
  const rest = decode();
  if (rest) yield rest;
}
