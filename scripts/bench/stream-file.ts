import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';

/**
 * Writes a `;` CSV of `header` and `rows` to `path`, streamed: a few thousand lines at a time
 * with back-pressure, never the whole file in memory (a bench file is up to hundreds of MiB).
 * Answers its size in bytes.
 */
export async function writeCsvFile(
  path: string,
  header: readonly string[],
  rows: Iterable<readonly string[]>,
): Promise<number> {
  const out = createWriteStream(path);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`${header.join(';')}\n`);
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(`${row.join(';')}\n`);
    if (lines.length === 4_096) {
      await write(lines.join(''));
      lines = [];
    }
  }
  await write(lines.join(''));
  out.end();
  await finished(out);
  return bytes;
}
