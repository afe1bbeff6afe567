import type { BulkValidationRow } from '@portal/contracts';
import { parseAffiliateNumber, type BulkRow } from '@portal/domain/affiliates';
import { toCsv } from '@portal/domain/format';

export interface BulkSummary {
  valid: number;
  invalid: number;
  malformed: number;
  /** Rows whose number could not be read, for the per-row report. */
  malformedRows: BulkValidationRow[];
}

/** Malformed: the domain parser cannot read the number; invalid: read, but not a valid member. */
export function summarize(results: readonly BulkValidationRow[]): BulkSummary {
  const malformedRows = results.filter((row) => !parseAffiliateNumber(row.numero).ok);
  const valid = results.filter((row) => row.valido).length;
  return {
    valid,
    malformed: malformedRows.length,
    invalid: results.length - valid - malformedRows.length,
    malformedRows,
  };
}

export const RESULTS_HEADER = [
  'Fila',
  'Número de afiliado',
  'Prestación',
  'Válido',
  'Descripción',
  'Modalidad de cobertura',
] as const;

/** The results file: the domain's es-AR CSV (semicolons, BOM, formula-safe cells). */
export function resultsCsv(
  rows: readonly BulkRow[],
  results: readonly BulkValidationRow[],
): string {
  const serviceOf = new Map(rows.map((row) => [row.fila, row.prestacion]));
  return toCsv(
    RESULTS_HEADER,
    results.map((row) => [
      row.fila,
      row.numero,
      serviceOf.get(row.fila) ?? '',
      row.valido ? 'Sí' : 'No',
      row.descripcion,
      row.modalidad ?? '',
    ]),
  );
}

/** "afiliados.csv" → "afiliados-resultados.csv" */
export function resultsFileName(fileName: string): string {
  return `${fileName.replace(/\.[^.]*$/, '') || 'validacion'}-resultados.csv`;
}
