import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_CALLS, needsWriteLimit, type CallDefinition } from '@portal/contracts';
import type { WriteWindow } from '@portal/domain/write-limits';

/**
 * The table of every write call and its limit in docs/decisions/0046, generated from the
 * contracts so it cannot drift from them (its test compares the two). Rewrite it with
 *   node scripts/architecture/write-limits-table.ts --write
 */

const REPOSITORY = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ADR = 'docs/decisions/0046-every-write-has-a-limit.md';
const BEGIN = '<!-- write-limits-table: begin (generated) -->';
const END = '<!-- write-limits-table: end -->';

const DAY_MS = 24 * 60 * 60 * 1000;
const span = (windowMs: number) =>
  windowMs === DAY_MS ? 'day' : `${Math.round(windowMs / 60_000)} min`;
const windowsText = (windows: readonly WriteWindow[]) =>
  windows
    .map((window) => `${window.max.toLocaleString('en-US')}/${span(window.windowMs)}`)
    .join(', ');
const accessText = (call: CallDefinition) =>
  typeof call.access === 'string'
    ? call.access
    : 'module' in call.access
      ? call.access.module
      : 'moduleParam' in call.access
        ? `:${call.access.moduleParam}`
        : 'staff' in call.access
          ? `staff: ${call.access.staff.join(', ')}`
          : `integration :${call.access.integration}`;
const isWrite = (call: CallDefinition) => call.method !== 'GET' && call.readOnlySafe !== true;

export function writeLimitsTable(calls: readonly CallDefinition[] = ALL_CALLS): string {
  const writes = calls.filter(isWrite);
  const limited = writes.filter(needsWriteLimit);
  const exempt = writes.filter((call) => !needsWriteLimit(call));
  const rows = limited.map(
    (call) =>
      `| ${call.method} \`${call.path}\` | ${call.tag} | ${call.limit?.name ?? '**none**'} | ` +
      `${call.limit ? windowsText(call.limit.user) : ''} | ${call.limit ? windowsText(call.limit.provider) : ''} |`,
  );
  const exemptRows = exempt.map(
    (call) => `| ${call.method} \`${call.path}\` | ${call.tag} | ${accessText(call)} |`,
  );
  return [
    `${limited.length} write calls made in a session, ${limited.filter((call) => call.limit).length} with a limit; ` +
      `${exempt.length} public, operator or staff writes exempt; ` +
      `${calls.filter((call) => call.method !== 'GET' && call.readOnlySafe === true).length} POSTs that change nothing (searches, validations, session upkeep) are not writes.`,
    '',
    '| call | area | policy | per user | per provider |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Exempt:',
    '',
    '| call | area | access |',
    '| --- | --- | --- |',
    ...exemptRows,
  ].join('\n');
}

/** The ADR's text with its table section replaced by `table`. */
export function withTable(text: string, table: string): string {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${ADR} has no ${BEGIN} … ${END} section`);
  return `${text.slice(0, begin + BEGIN.length)}\n\n${table}\n\n${text.slice(end)}`;
}

export const adrText = () => readFileSync(resolve(REPOSITORY, ADR), 'utf8');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = writeLimitsTable();
  if (process.argv.includes('--write')) {
    writeFileSync(resolve(REPOSITORY, ADR), withTable(adrText(), table));
  } else {
    console.info(table);
  }
}
