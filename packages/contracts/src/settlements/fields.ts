/* The fields and rules the settlement calls' queries and the period form share. */
import { z } from '../zod.ts';
import {
  SETTLEMENT_PERIOD_MESSAGES,
  monthsBetween,
  parsePeriod,
  SETTLEMENT_MAX_MONTHS,
} from '@portal/domain/settlements';
import { integerText, plainText } from '../common-fields.ts';

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

export const pagina = integerText({
  min: 1,
  max: SETTLEMENT_PAGE.maxPage,
  message: 'La página debe ser un número entero.',
  tooSmall: 'La página empieza en 1.',
  tooBig: `La página va hasta ${SETTLEMENT_PAGE.maxPage}.`,
}).default(1);
export const cantidad = integerText({
  min: 1,
  max: SETTLEMENT_PAGE.maxSize,
  message: 'La cantidad debe ser un número entero.',
  tooSmall: 'La cantidad debe ser al menos 1.',
  tooBig: `Como máximo ${SETTLEMENT_PAGE.maxSize} registros por página.`,
}).default(SETTLEMENT_PAGE.defaultSize);
export const sentido = z.enum(['asc', 'desc'], { error: 'El sentido es asc o desc.' });
export const sortOf = <const Keys extends readonly [string, ...string[]]>(keys: Keys) =>
  z.enum(keys, { error: SETTLEMENT_FIELD_MESSAGES.sort });

/** What is wrong with a range of two real periods (the domain's rule), or null. */
export function rangeProblem(from: number, to: number): string | null {
  if (from > to) return SETTLEMENT_PERIOD_MESSAGES.order;
  if (monthsBetween(from, to) > SETTLEMENT_MAX_MONTHS) return SETTLEMENT_PERIOD_MESSAGES.range;
  return null;
}

/** Both ends given: the end not before the start, at most 24 months. */
export function periodOrder(
  query: { periodoDesde?: string | undefined; periodoHasta?: string | undefined },
  context: z.RefinementCtx,
) {
  const from = query.periodoDesde === undefined ? null : parsePeriod(query.periodoDesde);
  const to = query.periodoHasta === undefined ? null : parsePeriod(query.periodoHasta);
  const problem = from === null || to === null ? null : rangeProblem(from, to);
  if (problem) context.addIssue({ code: 'custom', path: ['periodoHasta'], message: problem });
}
