import { z } from '../zod.ts';
import { SETTLEMENT_PERIOD_MESSAGES, parsePeriod } from '@portal/domain/settlements';
import { plainText } from '../common-fields.ts';
import { SETTLEMENT_FIELD_MESSAGES, rangeProblem } from './fields.ts';

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
