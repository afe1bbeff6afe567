/**
 * A CSV cell as the import reads it back and Argentine spreadsheets open it: `;`-separated,
 * between double quotes (`""` inside) when it holds the separator, a quote or a line break.
 */
export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
