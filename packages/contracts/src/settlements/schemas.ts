import { z } from '../zod.ts';
import { SETTLEMENT_STATES, SETTLEMENT_TABLES } from '@portal/domain/settlements';
import { numericId } from '../common-fields.ts';
import {
  SETTLEMENT_FIELD_MESSAGES,
  cantidad,
  expedienteField,
  pagina,
  periodOrder,
  periodText,
  sentido,
  sortOf,
} from './fields.ts';

export {
  SETTLEMENT_FIELD_MESSAGES,
  SETTLEMENT_PAGE,
  expedienteField,
  periodText,
} from './fields.ts';

export const SETTLEMENT_LIST_SORTS = ['periodo', 'expediente', 'bruto', 'debitos', 'neto'] as const;

/**
 * GET /pre/v1/liquidaciones/{providerId}: settlements of a period range (AAAAMM, by default the
 * last 12 settled months, at most 24) and optionally one expediente; paged and sorted.
 */
export const settlementListQuery = z
  .object({
    periodoDesde: periodText.optional(),
    periodoHasta: periodText.optional(),
    expediente: expedienteField.optional(),
    pagina,
    cantidad,
    orden: sortOf(SETTLEMENT_LIST_SORTS).default('periodo'),
    sentido: sentido.default('desc'),
  })
  .superRefine(periodOrder);
export type SettlementListQuery = z.infer<typeof settlementListQuery>;

/** One settlement as the list shows it; money in integer cents. */
export const settlementRow = z.object({
  expediente: z.number().int(),
  /** AAAAMM */
  periodo: z.string(),
  /** dd/mm/aaaa */
  fechaLiquidacion: z.string(),
  estado: z.enum(SETTLEMENT_STATES),
  brutoCentavos: z.number().int(),
  debitosCentavos: z.number().int(),
  copagoCentavos: z.number().int(),
  netoCentavos: z.number().int(),
});
export type SettlementRow = z.infer<typeof settlementRow>;

const paged = <Row extends z.ZodType>(row: Row) =>
  z.object({
    pagina: z.number().int(),
    cantidad: z.number().int(),
    total: z.number().int(),
    filas: z.array(row),
  });

export const settlementListResponse = paged(settlementRow).extend({
  periodoDesde: z.string(),
  periodoHasta: z.string(),
});
export type SettlementListResponse = z.infer<typeof settlementListResponse>;

/** `?expediente=`: which of the caller's settlements an execution reads. */
export const settlementQuery = z.object({ expediente: expedienteField });
export type SettlementQuery = z.infer<typeof settlementQuery>;

export const settlementResponse = settlementRow.extend({
  prestador: z.object({ id: z.number().int(), razonSocial: z.string() }),
});
export type SettlementResponse = z.infer<typeof settlementResponse>;

const tableQuery = <const Keys extends readonly [string, ...string[]]>(keys: Keys) =>
  settlementQuery.extend({
    pagina,
    cantidad,
    orden: sortOf(keys).default(keys[0]),
    sentido: sentido.default('asc'),
  });

/** The whole affiliate number (spec §3: contra, middle, inte) as settled, and the name. */
const affiliate = z.object({
  contra: z.number().int(),
  middle: z.number().int(),
  inte: z.number().int(),
  nombre: z.string(),
});
const service = z.object({ codigo: z.string(), nombre: z.string() });
const serviceLine = z.object({
  id: z.number().int(),
  /** dd/mm/aaaa */
  fecha: z.string(),
  afiliado: affiliate,
  prestacion: service,
  importeCentavos: z.number().int(),
});

export const DEBIT_SORTS = ['fecha', 'afiliado', 'prestacion', 'importe', 'motivo'] as const;
export const settlementDebitsQuery = tableQuery(DEBIT_SORTS);
export type SettlementDebitsQuery = z.infer<typeof settlementDebitsQuery>;
export const debitLine = serviceLine.extend({ motivoCodigo: z.string(), motivo: z.string() });
export type DebitLine = z.infer<typeof debitLine>;
export const settlementDebitsResponse = paged(debitLine);
export type SettlementDebitsResponse = z.infer<typeof settlementDebitsResponse>;

export const DETAIL_SORTS = [
  'fecha',
  'afiliado',
  'prestacion',
  'importe',
  'tipo',
  'lugar',
] as const;
export const settlementDetailsQuery = tableQuery(DETAIL_SORTS);
export const detailLine = serviceLine.extend({
  tipoPrestacion: z.string(),
  lugarAtencion: z.string(),
  cantidad: z.number().int(),
});
export type DetailLine = z.infer<typeof detailLine>;
export const settlementDetailsResponse = paged(detailLine);
export type SettlementDetailsResponse = z.infer<typeof settlementDetailsResponse>;

export const ERROR_SORTS = ['fecha', 'afiliado', 'prestacion', 'importe', 'motivo'] as const;
export const settlementErrorsQuery = tableQuery(ERROR_SORTS);
export const errorLine = debitLine;
export type ErrorLine = z.infer<typeof errorLine>;
export const settlementErrorsResponse = paged(errorLine);
export type SettlementErrorsResponse = z.infer<typeof settlementErrorsResponse>;

export const COPAY_SORTS = ['fecha', 'afiliado', 'prestacion', 'importe'] as const;
export const settlementCopayQuery = tableQuery(COPAY_SORTS);
export const copayLine = serviceLine;
export type CopayLine = z.infer<typeof copayLine>;
export const settlementCopayResponse = paged(copayLine);
export type SettlementCopayResponse = z.infer<typeof settlementCopayResponse>;

export const VOUCHER_SORTS = ['fecha', 'numero', 'tipo', 'importe'] as const;
export const settlementVouchersQuery = tableQuery(VOUCHER_SORTS);
export const voucherLine = z.object({
  id: z.number().int(),
  tipo: z.string(),
  numero: z.string(),
  /** dd/mm/aaaa */
  fecha: z.string(),
  importeCentavos: z.number().int(),
});
export type VoucherLine = z.infer<typeof voucherLine>;
export const settlementVouchersResponse = paged(voucherLine);
export type SettlementVouchersResponse = z.infer<typeof settlementVouchersResponse>;

/** The settlement's totals, each the sum of its lines. */
export const settlementTotalsResponse = z.object({
  expediente: z.number().int(),
  brutoCentavos: z.number().int(),
  debitosCentavos: z.number().int(),
  copagoCentavos: z.number().int(),
  netoCentavos: z.number().int(),
  prestaciones: z.number().int(),
  debitos: z.number().int(),
  errores: z.number().int(),
  erroresCentavos: z.number().int(),
});
export type SettlementTotalsResponse = z.infer<typeof settlementTotalsResponse>;

const subtotal = z.object({
  nombre: z.string(),
  prestaciones: z.number().int(),
  importeCentavos: z.number().int(),
});
export type Subtotal = z.infer<typeof subtotal>;
/** Gross by service type and by attention place (each group sums to the gross). */
export const settlementSubtotalsResponse = z.object({
  porTipo: z.array(subtotal),
  porLugar: z.array(subtotal),
});
export type SettlementSubtotalsResponse = z.infer<typeof settlementSubtotalsResponse>;

/**
 * GET …/csv: one table as CSV (es-AR). `liquidaciones` takes the list's periods; every other
 * table takes the expediente.
 */
export const settlementCsvQuery = z
  .object({
    tabla: z.enum(SETTLEMENT_TABLES, { error: SETTLEMENT_FIELD_MESSAGES.table }),
    expediente: expedienteField.optional(),
    periodoDesde: periodText.optional(),
    periodoHasta: periodText.optional(),
  })
  .superRefine(periodOrder)
  .superRefine((query, context) => {
    if (query.tabla !== 'liquidaciones' && query.expediente === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['expediente'],
        message: 'Indicá el número de expediente de la liquidación.',
      });
    }
  });
export type SettlementCsvQuery = z.infer<typeof settlementCsvQuery>;

/** The charts: net and debits per month over the last 24 settled months, debits by reason. */
export const settlementChartsResponse = z.object({
  meses: z.array(
    z.object({
      /** AAAAMM */
      periodo: z.string(),
      netoCentavos: z.number().int(),
      debitosCentavos: z.number().int(),
    }),
  ),
  motivos: z.array(
    z.object({
      codigo: z.string(),
      motivo: z.string(),
      debitos: z.number().int(),
      importeCentavos: z.number().int(),
    }),
  ),
});
export type SettlementChartsResponse = z.infer<typeof settlementChartsResponse>;

export const settlementPathParams = z.object({ id: numericId });
