import { PAYMENT_IMPORT_COLUMNS, paymentImportRow, type PaymentImportRow } from '@portal/contracts';
import { MONEY_IMPORT_MESSAGES } from '@portal/domain/imports';
import type { ImportKind, StagingColumn } from '../engine/kind.ts';
import { checkStagedPayments } from './payments-checks.ts';
import { exportPayments } from './payments-export.ts';
import { mergePayments } from './payments-merge.ts';

/** Each staging column and how a parsed row fills it. */
const STAGING: readonly (StagingColumn & { value(row: PaymentImportRow): string | number })[] = [
  { name: 'orden_pago', type: 'varchar(20)', value: (row) => row.ordenPago },
  { name: 'prestador', type: 'integer', value: (row) => row.prestador },
  { name: 'cuit', type: 'varchar(11)', value: (row) => row.cuit },
  { name: 'fecha', type: 'date', value: (row) => row.fecha },
  { name: 'medio', type: 'varchar(15)', value: (row) => row.medio },
  { name: 'bruto', type: 'bigint', value: (row) => row.bruto },
  { name: 'iibb', type: 'bigint', value: (row) => row.iibb },
  { name: 'ganancias', type: 'bigint', value: (row) => row.ganancias },
  { name: 'iva', type: 'bigint', value: (row) => row.iva },
  { name: 'neto', type: 'bigint', value: (row) => row.neto },
  { name: 'factura_tipo', type: 'varchar(1)', value: (row) => row.facturaTipo },
  { name: 'punto_venta', type: 'smallint', value: (row) => row.puntoVenta },
  { name: 'numero', type: 'integer', value: (row) => row.numero },
  { name: 'fecha_factura', type: 'date', value: (row) => row.fechaFactura },
  { name: 'periodo', type: 'integer', value: (row) => row.periodo },
  { name: 'importe', type: 'bigint', value: (row) => row.importe },
  { name: 'lugar', type: 'integer', value: (row) => row.lugar },
];

/**
 * Payments with their withholdings and the invoices they paid (docs/decisions/0051): one row
 * per invoice, the payment's columns repeated; a payment's net and gross are checked against
 * its withholdings and invoices before anything is applied.
 */
export const paymentsKind: ImportKind<PaymentImportRow> = {
  name: 'payments',
  columns: PAYMENT_IMPORT_COLUMNS,
  row: paymentImportRow,
  key: (row) => `${row.prestador}/${row.facturaTipo}/${row.puntoVenta}/${row.numero}`,
  staging: STAGING.map(({ name, type }) => ({ name, type })),
  toStaging: (row) => STAGING.map((column) => column.value(row)),
  checkStaged: checkStagedPayments,
  merge: mergePayments,
  refusesOptions: {
    full: MONEY_IMPORT_MESSAGES.notFull,
    acceptPartial: MONEY_IMPORT_MESSAGES.notPartial,
  },
  // Payments, invoices and their counts are read from their tables on every call: nothing is
  // kept in memory today; the name is there for a cache that comes to keep them.
  invalidates: ['payments'],
  exportRows: exportPayments,
};
