/** How an import file is written: CSV with `;` (Argentine spreadsheets) or `,`, or NDJSON. */
export type ImportFormat = { format: 'ndjson' } | { format: 'csv'; delimiter: ';' | ',' };

/** Counts a character outside double quotes, so a quoted "Pérez, Juan" does not vote. */
function countOutsideQuotes(line: string, char: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count += 1;
  }
  return count;
}

/**
 * The format of a file from its name and its first line. A `.ndjson`/`.jsonl` name, or a first
 * line that opens a JSON object, is NDJSON; otherwise CSV, whose delimiter is the one of `;`
 * and `,` the header uses more (a tie, including none, is `;`: what Excel in es-AR writes).
 */
export function detectImportFormat(firstLine: string, fileName?: string): ImportFormat {
  if (fileName && /\.(nd)?jsonl?$/i.test(fileName) && !/\.json$/i.test(fileName)) {
    return { format: 'ndjson' };
  }
  const line = firstLine.replace(/^\uFEFF/, '').trimStart();
  if (line.startsWith('{')) return { format: 'ndjson' };
  const semicolons = countOutsideQuotes(line, ';');
  const commas = countOutsideQuotes(line, ',');
  return { format: 'csv', delimiter: commas > semicolons ? ',' : ';' };
}

/** The header's problems against a kind's columns: missing and extra names, or the order. */
export function headerProblems(
  header: readonly string[],
  columns: readonly string[],
  messages: {
    missingColumn: (name: string) => string;
    extraColumn: (name: string) => string;
    columnOrder: (expected: string) => string;
  },
): { field: string; message: string }[] {
  const names = header.map((name) => name.trim());
  const missing = columns.filter((column) => !names.includes(column));
  const extra = names.filter((name) => !columns.includes(name));
  const problems = [
    ...missing.map((name) => ({ field: name, message: messages.missingColumn(name) })),
    ...extra.map((name) => ({ field: name || '(vacía)', message: messages.extraColumn(name) })),
  ];
  if (problems.length === 0 && names.some((name, index) => name !== columns[index])) {
    problems.push({ field: '', message: messages.columnOrder(columns.join(';')) });
  }
  return problems;
}
