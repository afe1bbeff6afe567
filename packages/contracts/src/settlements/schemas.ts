import { z } from 'zod';
import {
  SETTLEMENT_PERIOD_MESSAGES,
  SETTLEMENT_STATES,
  SETTLEMENT_TABLES,
  monthsBetween,
  parsePeriod,
  SETTLEMENT_MAX_MONTHS,
} from '@portal/domain';
import { integerText, numericId, plainText } from '../common-fields.ts';

/** One page of a settlement table: rows shown by default and at most. */
export const SETTLEMENT_PAGE = { defaultSize: 20, maxSize: 100, maxPage: 10_000 } as const;

export const SETTLEMENT_FIELD_MESSAGES = {
  expediente: 'El número de expediente debe ser un número entero positivo.',
  table: 'Elegí una de las tablas de la liquidación.',
  sort: 'Ese orden no existe para esta tabla.',
} as const;

/** AAAAMM, a real month. */
export const periodText = plainText(6).refine(
  (text) => parsePeriod(text) !== null,
  SETTLEMENT_PERIOD_MESSAGES.invalid,
);

export const expedienteField = integerText({
  min: 1,
  message: SETTLEMENT_FIELD_MESSAGES.expediente,
  tooSmall: SETTLEMENT_FIELD_MESSAGES.expediente,
  tooBig: SETTLEMENT_FIELD_MESSAGES.expediente,
});

const pagina = integerText({
  min: 1,
  max: SETTLEMENT_PAGE.maxPage,
  message: 'La página debe ser un número entero.',
  tooSmall: 'La página empieza en 1.',
  tooBig: `La página va hasta ${SETTLEMENT_PAGE.maxPage}.`,
}).default(1);
const cantidad = integerText({
  min: 1,
  max: SETTLEMENT_PAGE.maxSize,
  message: 'La cantidad debe ser un número entero.',
  tooSmall: 'La cantidad debe ser al menos 1.',
  tooBig: `Como máximo ${SETTLEMENT_PAGE.maxSize} registros por página.`,
}).default(SETTLEMENT_PAGE.defaultSize);
const sentido = z.enum(['asc', 'desc'], { error: 'El sentido es asc o desc.' });
const sortOf = <const Keys extends readonly [string, ...string[]]>(keys: Keys) =>
  z.enum(keys, { error: SETTLEMENT_FIELD_MESSAGES.sort });

/** What is wrong with a range of two real periods (the domain's rule), or null. */
function rangeProblem(from: number, to: number): string | null {
  if (from > to) return SETTLEMENT_PERIOD_MESSAGES.order;
  if (monthsBetween(from, to) > SETTLEMENT_MAX_MONTHS) return SETTLEMENT_PERIOD_MESSAGES.range;
  return null;
}

/** Both ends given: the end not before the start, at most 24 months. */
function periodOrder(
  query: { periodoDesde?: string | undefined; periodoHasta?: string | undefined },
  context: z.RefinementCtx,
) {
  const from = query.periodoDesde === undefined ? null : parsePeriod(query.periodoDesde);
  const to = query.periodoHasta === undefined ? null : parsePeriod(query.periodoHasta);
  const problem = from === null || to === null ? null : rangeProblem(from, to);
  if (problem) context.addIssue({ code: 'custom', path: ['periodoHasta'], message: problem });
}

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

const affiliate = z.object({
  contra: z.number().int(),
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

/** The period query as typed: month and year of each end (selects) and an optional expediente. */
export const settlementFilters = z
  .object({
    mesDesde: plainText(2),
    anioDesde: plainText(4),
    mesHasta: plainText(2),
    anioHasta: plainText(4),
    expediente: plainText(9).refine(
      (text) => text === '' || /^[1-9]\d{0,8}$/.test(text),
      SETTLEMENT_FIELD_MESSAGES.expediente,
    ),
  })
  .superRefine((values, context) => {
    const periodoDesde = `${values.anioDesde}${values.mesDesde.padStart(2, '0')}`;
    const periodoHasta = `${values.anioHasta}${values.mesHasta.padStart(2, '0')}`;
    if (parsePeriod(periodoDesde) === null) {
      context.addIssue({
        code: 'custom',
        path: ['mesDesde'],
        message: SETTLEMENT_PERIOD_MESSAGES.invalid,
      });
      return;
    }
    if (parsePeriod(periodoHasta) === null) {
      context.addIssue({
        code: 'custom',
        path: ['mesHasta'],
        message: SETTLEMENT_PERIOD_MESSAGES.invalid,
      });
      return;
    }
    const problem = rangeProblem(Number(periodoDesde), Number(periodoHasta));
    if (problem) context.addIssue({ code: 'custom', path: ['mesHasta'], message: problem });
  });
export type SettlementFilters = z.infer<typeof settlementFilters>;
