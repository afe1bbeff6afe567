import { describe, expect, it } from 'vitest';
import { ALL_CALLS, needsWriteLimit } from '@portal/contracts';
import { adrText, withTable, writeLimitsTable } from './write-limits-table.ts';

describe('the write limits table of docs/decisions/0046', () => {
  it('is the one the contracts generate (rewrite it with --write)', () => {
    const text = adrText();
    expect(withTable(text, writeLimitsTable())).toBe(text);
  });

  it('names a call without a limit, so the table shows the gap too', () => {
    const [first, ...rest] = ALL_CALLS.filter(needsWriteLimit);
    const table = writeLimitsTable([{ ...first!, limit: undefined }, ...rest]);
    expect(table).toContain(`| ${first!.method} \`${first!.path}\` | ${first!.tag} | **none** |`);
    expect(table).toMatch(/^(\d+) write calls made in a session, (?!\1 )\d+ with a limit/);
  });
});
