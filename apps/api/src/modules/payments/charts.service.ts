import type { PaymentChartsResponse } from '@portal/contracts';
import { addMonths, periodOf } from '@portal/domain/settlements';
import type { LiveSession } from '../../access/session.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { paymentFiguresByMonth } from './charts.repository.ts';
import type { PaymentsDeps } from './payments.service.ts';

/** The charts cover the current month and the 23 before it. */
export const PAYMENT_CHART_MONTHS = 24;

const firstDay = (period: number) =>
  `${Math.floor(period / 100)}-${String(period % 100).padStart(2, '0')}-01`;

/**
 * GET .../pagos-graficos: net paid per month over the last 24 months (months without payments
 * are 0) and the withholdings of those months by kind, both summed in SQL.
 */
export async function paymentCharts(
  deps: PaymentsDeps,
  session: LiveSession,
  code: number,
): Promise<PaymentChartsResponse> {
  ownProvider(session.providerId, code);
  const last = periodOf(deps.clock.now());
  const periods = Array.from({ length: PAYMENT_CHART_MONTHS }, (_, index) =>
    addMonths(last, index - PAYMENT_CHART_MONTHS + 1),
  );
  // Up to the last day of the current month: a payment dated later this month counts in it.
  const end = new Date(`${firstDay(addMonths(last, 1))}T00:00:00Z`);
  end.setUTCDate(0);
  const rows = await paymentFiguresByMonth(
    deps.db,
    session.providerId,
    firstDay(periods[0]!),
    end.toISOString().slice(0, 10),
  );
  const total = rows.find((row) => row.period === null);
  return {
    desde: String(periods[0]),
    hasta: String(last),
    meses: periods.map((period) => {
      const month = rows.find((row) => row.period === period);
      return { periodo: String(period), neto: month?.net ?? 0, pagos: month?.payments ?? 0 };
    }),
    retenciones: {
      iibb: total?.iibb ?? 0,
      ganancias: total?.ganancias ?? 0,
      iva: total?.iva ?? 0,
    },
  };
}
