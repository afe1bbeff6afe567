/** Bulk validation limits: a file holds up to 5,000 rows, sent to the server 500 at a time. */
export const BULK_MAX_ROWS = 5_000;
export const BULK_ROWS_PER_CALL = 500;

/**
 * The file a bulk validation reads: plain text, one affiliate a line, named .csv or .txt, up to
 * 2 MB (5,000 rows are a few hundred KB). The one rule: the picker's accept list, its text and
 * its refusal on arrival come from here. The server never sees the file, only its rows, which it
 * checks call by call (BULK_ROWS_PER_CALL).
 */
export const BULK_FILE = {
  extensions: ['csv', 'txt'],
  maxBytes: 2 * 1024 * 1024,
} as const;
export const BULK_FILE_ACCEPT = BULK_FILE.extensions.map((extension) => `.${extension}`).join(',');
const BULK_FILE_TYPES = BULK_FILE.extensions.map((extension) => extension.toUpperCase());
const BULK_FILE_MB = BULK_FILE.maxBytes / (1024 * 1024);
/** What the picker tells before a file is chosen. */
export const BULK_FILE_TEXT = `Un archivo ${BULK_FILE_TYPES.join(' o ')} de texto, de hasta ${BULK_FILE_MB} MB.`;

export const BULK_MESSAGES = {
  notText: `El archivo debe ser ${BULK_FILE_TYPES.join(' o ')} de texto, con un afiliado por fila.`,
  tooBig: `El archivo es demasiado grande: debe pesar menos de ${BULK_FILE_MB} MB.`,
  empty: 'El archivo no tiene filas para validar.',
  tooManyRows: `El archivo tiene más de ${BULK_MAX_ROWS} filas: dividilo en archivos más chicos.`,
  tooManyRowsPerCall: `Cada envío puede tener hasta ${BULK_ROWS_PER_CALL} filas.`,
  malformedService: 'El código de prestación debe ser numérico.',
  unknownService: 'La prestación no existe en el nomenclador.',
} as const;

/** One line of the uploaded file: its line number, the affiliate number text and a service code. */
export interface BulkRow {
  fila: number;
  numero: string;
  prestacion: string | null;
}

// A first line without digits ("numero;prestacion") is a header, not a malformed row.
const HEADER = /^[^0-9]*$/u;

/**
 * Splits an uploaded CSV into rows "contra middle inte[,service code]" (a comma or a semicolon
 * separates the service code, quotes around cells are dropped). Blank lines are skipped and a
 * first line of words is taken as a header; every other line becomes a row, even a malformed
 * one, so the server can report it by its line number.
 */
export function parseBulkCsv(text: string): BulkRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rows: BulkRow[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    if (rows.length === 0 && index === firstNonBlank(lines) && HEADER.test(line)) return;
    const [numero = '', prestacion = ''] = line.split(/[,;]/).map(unquote);
    rows.push({ fila: index + 1, numero, prestacion: prestacion === '' ? null : prestacion });
  });
  return rows;
}

function firstNonBlank(lines: string[]): number {
  return lines.findIndex((line) => line.trim() !== '');
}

function unquote(cell: string): string {
  const trimmed = cell.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replaceAll('""', '"').trim()
    : trimmed;
}

/** Splits rows into the chunks the web sends one call at a time. */
export function chunkRows<T>(rows: readonly T[], size: number = BULK_ROWS_PER_CALL): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size)
    chunks.push(rows.slice(start, start + size));
  return chunks;
}

/**
 * Why a picked file cannot be a bulk validation list, or null: a name other than .csv or .txt,
 * more than BULK_FILE.maxBytes, or content that is no text (a NUL byte in its first bytes, as in
 * a spreadsheet, a PDF or a picture renamed .csv). The input's accept list is only a hint to the
 * file dialog, so this is the check.
 */
export function bulkFileProblem(file: { fileName: string; size: number }, head: Uint8Array) {
  const extension = /\.([^.]+)$/.exec(file.fileName)?.[1]?.toLowerCase() ?? '';
  if (!(BULK_FILE.extensions as readonly string[]).includes(extension))
    return BULK_MESSAGES.notText;
  if (file.size > BULK_FILE.maxBytes) return BULK_MESSAGES.tooBig;
  if (head.includes(0)) return BULK_MESSAGES.notText;
  return null;
}
