import {
  SETTLEMENT_IMPORT_COLUMNS,
  settlementImportRow,
  type SettlementImportRow,
} from '@portal/contracts';
import { MONEY_IMPORT_MESSAGES } from '@portal/domain/imports';
import type { ImportKind, StagingColumn } from '../engine/kind.ts';
import { checkStagedSettlements } from './settlements-checks.ts';
import { exportSettlements } from './settlements-export.ts';
import { mergeSettlements } from './settlements-merge.ts';

type Value = string | number | null;

/** Each staging column and how a parsed row fills it (snake_case, as the tables name them). */
const STAGING: readonly (StagingColumn & { value(row: SettlementImportRow): Value })[] = [
  { name: 'expediente', type: 'integer', value: (row) => row.expediente },
  { name: 'prestador', type: 'integer', value: (row) => row.prestador },
  { name: 'periodo', type: 'integer', value: (row) => row.periodo },
  { name: 'fecha_liquidacion', type: 'date', value: (row) => row.fechaLiquidacion },
  { name: 'estado', type: 'varchar(12)', value: (row) => row.estado },
  { name: 'bruto', type: 'bigint', value: (row) => row.bruto },
  { name: 'debitos', type: 'bigint', value: (row) => row.debitos },
  { name: 'copago', type: 'bigint', value: (row) => row.copago },
  { name: 'neto', type: 'bigint', value: (row) => row.neto },
  { name: 'tabla', type: 'varchar(10)', value: (row) => row.tabla },
  { name: 'renglon', type: 'integer', value: (row) => row.renglon },
  { name: 'fecha', type: 'date', value: (row) => row.fecha },
  { name: 'contra', type: 'integer', value: (row) => row.contra },
  { name: 'middle', type: 'smallint', value: (row) => row.middle },
  { name: 'inte', type: 'smallint', value: (row) => row.inte },
  { name: 'afiliado', type: 'varchar(80)', value: (row) => row.afiliado },
  { name: 'prestacion_codigo', type: 'varchar(12)', value: (row) => row.prestacionCodigo },
  { name: 'prestacion', type: 'varchar(120)', value: (row) => row.prestacion },
  { name: 'importe', type: 'bigint', value: (row) => row.importe },
  { name: 'tipo_prestacion', type: 'varchar(40)', value: (row) => row.tipoPrestacion },
  { name: 'lugar', type: 'varchar(120)', value: (row) => row.lugar },
  { name: 'cantidad', type: 'smallint', value: (row) => row.cantidad },
  { name: 'motivo_codigo', type: 'varchar(6)', value: (row) => row.motivoCodigo },
  { name: 'motivo', type: 'varchar(160)', value: (row) => row.motivo },
];

/**
 * Settlements with their lines (docs/decisions/0051): one row per line, the settlement's
 * columns repeated; its money is checked against its lines before anything is applied, and a
 * settlement that changed is replaced whole (a settlement is one document).
 */
export const settlementsKind: ImportKind<SettlementImportRow> = {
  name: 'settlements',
  columns: SETTLEMENT_IMPORT_COLUMNS,
  row: settlementImportRow,
  key: (row) => `${row.expediente}/${row.tabla}/${row.renglon}`,
  staging: STAGING.map(({ name, type }) => ({ name, type })),
  toStaging: (row) => STAGING.map((column) => column.value(row)),
  checkStaged: checkStagedSettlements,
  merge: mergeSettlements,
  refusesOptions: {
    full: MONEY_IMPORT_MESSAGES.notFull,
    acceptPartial: MONEY_IMPORT_MESSAGES.notPartial,
  },
  // The settlement reads (list, detail, lines, charts, home) query their tables on every call
  // and keep nothing in memory; the name is there for a cache that comes to keep them.
  invalidates: ['settlements'],
  exportRows: exportSettlements,
};
