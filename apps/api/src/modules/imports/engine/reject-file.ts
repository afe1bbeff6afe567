import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { REJECT_COLUMNS } from '@portal/domain/imports';
import { csvCell } from './csv-cell.ts';
import type { RowProblem } from './kind.ts';

/**
 * accept-partial's reject file: the refused rows as they came, in the kind's columns, plus the
 * line of the original file, the field and the Spanish reason, so an operator can fix them and
 * import the reject file itself once the extra columns are removed.
 */
export function rejectWriter(out: Writable, columns: readonly string[]) {
  const header = [...columns, REJECT_COLUMNS.line, REJECT_COLUMNS.field, REJECT_COLUMNS.reason];
  let started = false;
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  return {
    async add(cells: Record<string, unknown>, problems: readonly RowProblem[]) {
      if (!started) {
        started = true;
        await write('\uFEFF' + header.join(';') + '\n');
      }
      const first = problems[0];
      const reason = problems.map((problem) => problem.message).join(' ');
      const values = [
        ...columns.map((column) => cells[column]),
        first?.line ?? '',
        problems.map((problem) => problem.field).join(','),
        reason,
      ];
      await write(values.map(csvCell).join(';') + '\n');
    },
    async end() {
      if (!started) await write('\uFEFF' + header.join(';') + '\n');
      out.end();
      // The report names the file: it must be whole on disk before anyone reads it.
      await finished(out);
    },
  };
}
