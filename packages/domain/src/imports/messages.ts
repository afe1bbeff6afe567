/**
 * What an import tells the insurer's operator, in Spanish (es-AR). One place, so the CLI, the
 * HTTP door and the docs say the same thing.
 */
export const IMPORT_MESSAGES = {
  notUtf8:
    'El archivo no está en UTF-8 (parece Latin-1 / Windows-1252, como lo guarda Excel). ' +
    'No se convirtió: guárdelo como "CSV UTF-8" y vuelva a importarlo.',
  empty: 'El archivo está vacío: falta la línea de encabezado.',
  tooBig: (maxBytes: number) =>
    `El archivo supera el tamaño máximo permitido (${maxBytes} bytes); no se leyó el resto.`,
  truncated: 'El archivo está cortado: la última línea termina dentro de un campo entre comillas.',
  malformed: (detail: string) => `El archivo no es un CSV válido: ${detail}.`,
  missingColumn: (name: string) => `Falta la columna "${name}".`,
  extraColumn: (name: string) => `La columna "${name}" no corresponde a este tipo de archivo.`,
  columnOrder: (expected: string) => `Las columnas deben ir en este orden: ${expected}.`,
  otherKind: (kind: string) => `El encabezado corresponde a un archivo de ${kind}.`,
  fieldCount: (found: number, expected: number) =>
    `La fila tiene ${found} columnas; se esperaban ${expected}.`,
  notJson: 'La línea no es un objeto JSON válido.',
  duplicate: (otherLine: number) =>
    `Clave repetida en el archivo (también en la línea ${otherLine}).`,
  required: 'Campo obligatorio.',
  integer: 'Debe ser un número entero.',
  integerRange: (min: number, max: number) => `Debe ser un número entre ${min} y ${max}.`,
  money: 'Debe ser un importe en pesos con hasta dos decimales, sin signo negativo.',
  date: 'Fecha inválida: se espera AAAA-MM-DD o DD/MM/AAAA.',
  dateRange: (min: string, max: string) => `Fecha fuera de rango (entre ${min} y ${max}).`,
  dateOrder: 'La fecha "hasta" es anterior a la fecha "desde".',
  flag: 'Debe ser S o N.',
  oneOf: (values: readonly string[]) => `Debe ser uno de: ${values.join(', ')}.`,
  maxLength: (max: number) => `Máximo ${max} caracteres.`,
  cuit: 'CUIT inválido: deben ser 11 dígitos con dígito verificador correcto.',
  unknownPlan: (code: number) => `El plan ${code} no existe.`,
  unknownService: (code: number) => `La prestación ${code} no existe.`,
  fullNotPartial:
    'Un padrón completo (--full) no puede aplicarse en parte (--accept-partial): ' +
    'las filas rechazadas darían de baja a quienes figuran en ellas.',
  tooManyProblems: (shown: number, total: number) => `Se muestran ${shown} de ${total} problemas.`,
} as const;

/** The reject file's extra columns (accept-partial): the line of the original and why. */
export const REJECT_COLUMNS = { line: 'linea', field: 'campo', reason: 'motivo' } as const;

/**
 * What a full register does to an affiliate it lacks: a leave (baja), never a delete. The
 * state is the spec's invalid one the demo's retired affiliate has: validation answers 'Baja'.
 */
export const AFFILIATE_RETIRED = { estado: '2', estadoDesc: 'Baja' } as const;

export const PLAN_IMPORT_MESSAGES = {
  planMismatch: (firstLine: number) =>
    `Los datos del plan no coinciden con los de su primera fila (línea ${firstLine}).`,
} as const;
