import { IMPORT_KINDS, type ImportKindName } from '@portal/contracts';
import { EXPORT_FORMATS, type ExportFormat } from '../modules/imports/engine/export-file.ts';
import { parseCli } from './parse-cli.ts';

export const EXPORT_USAGE = `npm run export -- <tipo> [archivo] [--format csv|ndjson]

Exporta lo que la base configurada (DATABASE_URL o PGLITE_DIR) tiene de un tipo, en el mismo
formato que se importa: importar ese archivo no cambia nada. Tipos: ${IMPORT_KINDS.join(', ')}.
Sin archivo, escribe en la salida estándar.
  --format F  csv (UTF-8, separado por ;) o ndjson; por defecto, el de la extensión del archivo
              (.ndjson o .jsonl es ndjson), si no csv
Formatos: docs/imports/README.md.`;

export interface ExportArgs {
  kind: ImportKindName;
  file: string | undefined;
  format: ExportFormat;
}

export function parseExportArgs(
  argv: string[],
): { ok: true; args: ExportArgs } | { ok: false; error: string } {
  const parsed = parseCli(argv, { format: { type: 'string' } });
  if (!parsed.ok) return parsed;
  const [kind, file, ...rest] = parsed.positionals;
  if (!kind || rest.length > 0)
    return { ok: false, error: 'Indique el tipo y, si quiere, un archivo.' };
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
    return { ok: false, error: `Tipo desconocido: ${kind}. Tipos: ${IMPORT_KINDS.join(', ')}.` };
  }
  const format =
    parsed.values.format ?? (file && /\.(ndjson|jsonl)$/i.test(file) ? 'ndjson' : 'csv');
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
    return { ok: false, error: `--format: ${format} no es csv ni ndjson.` };
  }
  return { ok: true, args: { kind: kind as ImportKindName, file, format: format as ExportFormat } };
}
