import { AFFILIATE_NUMBER_LIMITS } from '@portal/domain/affiliates';
import { IMPORT_MESSAGES, MONEY_IMPORT_MESSAGES } from '@portal/domain/imports';
import {
  parsePeriod,
  SETTLEMENT_PERIOD_MESSAGES,
  SETTLEMENT_STATES,
  type SettlementTable,
} from '@portal/domain/settlements';
import { z } from '../zod.ts';
import { rowColumns, rowFields as f } from './row-fields.ts';

/** The line tables a settlements row may fill, named as the settlement's tabs and calls. */
export const SETTLEMENT_IMPORT_TABLES = [
  'detalles',
  'debitos',
  'copago',
  'errores',
] as const satisfies readonly SettlementTable[];
export type SettlementImportTable = (typeof SETTLEMENT_IMPORT_TABLES)[number];

/** The columns only some tables have: the others must leave them empty. */
const ONLY_IN: Record<string, readonly SettlementImportTable[]> = {
  tipoPrestacion: ['detalles'],
  lugar: ['detalles'],
  cantidad: ['detalles'],
  motivoCodigo: ['debitos', 'errores'],
  motivo: ['debitos', 'errores'],
};

/**
 * One row of the settlements file: one line of one settlement (a settled service, a debit, a
 * copay or a refused line), the settlement's own columns repeated on each of its lines and
 * refused when they disagree (docs/decisions/0051). The key is expediente + tabla + renglon.
 */
export const settlementImportRow = z
  .object({
    expediente: f.integer(1, 2_147_483_647),
    prestador: f.integer(1, 2_147_483_647),
    periodo: f.integer(190_001, 299_912),
    fechaLiquidacion: f.day(),
    estado: f.code(SETTLEMENT_STATES),
    bruto: f.cents(),
    debitos: f.cents(),
    copago: f.cents(),
    neto: f.cents(),
    tabla: f.code(SETTLEMENT_IMPORT_TABLES),
    renglon: f.integer(1, 2_147_483_647),
    fecha: f.day(),
    contra: f.integer(1, AFFILIATE_NUMBER_LIMITS.contra),
    middle: f.integer(0, AFFILIATE_NUMBER_LIMITS.middle),
    inte: f.integer(0, AFFILIATE_NUMBER_LIMITS.inte),
    afiliado: f.text(80),
    prestacionCodigo: f.text(12),
    prestacion: f.text(120),
    importe: f.cents(),
    tipoPrestacion: f.optionalText(40),
    lugar: f.optionalText(120),
    cantidad: f.optionalInteger(1, 32_767),
    motivoCodigo: f.optionalText(6),
    motivo: f.optionalText(160),
  })
  .superRefine((row, ctx) => {
    if (parsePeriod(String(row.periodo)) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['periodo'],
        message: SETTLEMENT_PERIOD_MESSAGES.invalid,
      });
    }
    for (const [column, tables] of Object.entries(ONLY_IN)) {
      const value = row[column as keyof typeof row];
      const empty = value === null || value === '';
      if (tables.includes(row.tabla) && empty) {
        ctx.addIssue({ code: 'custom', path: [column], message: IMPORT_MESSAGES.required });
      } else if (!tables.includes(row.tabla) && !empty) {
        ctx.addIssue({
          code: 'custom',
          path: [column],
          message: MONEY_IMPORT_MESSAGES.onlyIn(row.tabla),
        });
      }
    }
  });
export type SettlementImportRow = z.output<typeof settlementImportRow>;

export const SETTLEMENT_IMPORT_COLUMNS = rowColumns(settlementImportRow);

export const SETTLEMENT_IMPORT_COLUMN_DOCS: Record<keyof SettlementImportRow, string> = {
  expediente: 'Número de expediente de la liquidación (entero, único): igual en todas sus filas.',
  prestador: 'Código del prestador liquidado: debe existir.',
  periodo: 'Período liquidado, AAAAMM (202603).',
  fechaLiquidacion: 'Fecha de la liquidación.',
  estado: 'En proceso, Liquidada o Pagada.',
  bruto: 'Bruto en pesos: la suma de las líneas `detalles`.',
  debitos: 'Débitos en pesos: la suma de las líneas `debitos`.',
  copago: 'Copago en pesos: la suma de las líneas `copago`.',
  neto: 'Neto en pesos: bruto − débitos − copago.',
  tabla:
    'Qué es la fila: detalles (prestación liquidada), debitos, copago o errores (rechazada antes de liquidar, fuera del bruto).',
  renglon:
    'Número de la línea dentro de su tabla (1, 2, …): ordena las líneas y es parte de la clave.',
  fecha: 'Fecha de la prestación.',
  contra: 'Contrato del afiliado: el número contra + middle + inte debe estar en el padrón.',
  middle: 'Número intermedio del afiliado, 0 a 99.',
  inte: 'Integrante, 0 a 99.',
  afiliado: 'Apellido y nombre del afiliado como se liquidó (hasta 80).',
  prestacionCodigo: 'Código de la prestación (hasta 12 caracteres).',
  prestacion: 'Nombre de la prestación como se liquidó (hasta 120).',
  importe: 'Importe de la línea en pesos, hasta dos decimales.',
  tipoPrestacion: 'Tipo de prestación (Consultas, Laboratorio…): sólo en detalles, obligatorio.',
  lugar: 'Lugar de atención como se liquidó: sólo en detalles, obligatorio.',
  cantidad: 'Cantidad (entero de 1 a 32767): sólo en detalles, obligatoria.',
  motivoCodigo: 'Código del motivo (D01, E01…): sólo en debitos y errores, obligatorio.',
  motivo: 'Texto del motivo que lee el prestador (hasta 160): sólo en debitos y errores.',
};
