import { IMPORT_KINDS, type ImportKindName } from '@portal/contracts';
import { parseDay } from '@portal/domain/imports';
import { parseCli } from './parse-cli.ts';

export const IMPORT_USAGE = `npm run import -- <tipo> <archivo> [--full] [--dry-run] [--accept-partial]
                   [--reject-file ARCHIVO] [--date AAAA-MM-DD] [--json]

Importa un archivo (CSV UTF-8 con ; o ,, o NDJSON) a la base configurada (DATABASE_URL o
PGLITE_DIR; una base vacía se migra primero). Tipos: ${IMPORT_KINDS.join(', ')}.
  --full            el archivo es el padrón completo: lo que falta se da de baja (nunca se borra)
  --dry-run         valida y cuenta, no aplica nada
  --accept-partial  aplica las filas buenas; las rechazadas van a --reject-file
  --reject-file F   dónde escribir las filas rechazadas (por defecto <archivo>.rechazos.csv)
  --date D          fecha del archivo (la de las bajas); por defecto, hoy en Argentina
  --json            el informe como JSON (para máquinas)
Sale con 1 si el archivo se rechaza. Formatos: docs/imports/README.md.`;

export interface ImportArgs {
  kind: ImportKindName;
  file: string;
  full: boolean;
  dryRun: boolean;
  acceptPartial: boolean;
  rejectFile: string | undefined;
  date: string | undefined;
  json: boolean;
}

export function parseImportArgs(
  argv: string[],
): { ok: true; args: ImportArgs } | { ok: false; error: string } {
  const parsed = parseCli(argv, {
    full: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    'accept-partial': { type: 'boolean', default: false },
    'reject-file': { type: 'string' },
    date: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  if (!parsed.ok) return parsed;
  const [kind, file, ...rest] = parsed.positionals;
  if (!kind || !file || rest.length > 0) {
    return { ok: false, error: 'Indique el tipo y un archivo.' };
  }
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
    return { ok: false, error: `Tipo desconocido: ${kind}. Tipos: ${IMPORT_KINDS.join(', ')}.` };
  }
  const values = parsed.values;
  const date = values.date;
  if (date !== undefined) {
    const day = parseDay(date);
    if (!day.ok) return { ok: false, error: `--date: ${day.message}` };
  }
  const acceptPartial = values['accept-partial'] === true;
  return {
    ok: true,
    args: {
      kind: kind as ImportKindName,
      file,
      full: values.full === true,
      dryRun: values['dry-run'] === true,
      acceptPartial,
      rejectFile: values['reject-file'] ?? (acceptPartial ? `${file}.rechazos.csv` : undefined),
      date: date === undefined ? undefined : (parseDay(date) as { value: string }).value,
      json: values.json === true,
    },
  };
}
