import { lazy } from 'react';
import { ChartsOnDemand } from '@/components/charts/charts-on-demand';

// recharts (~100 KB gzip) loads only when the charts are opened (ADR 0021).
const PaymentCharts = lazy(() => import('./payment-charts'));

/** 'Ver gráficos': the payment charts, in their own chunk, once asked for. */
export function PaymentChartsSection() {
  return (
    <ChartsOnDemand
      title="Gráficos de los últimos 24 meses"
      chart={PaymentCharts}
      open="Ver gráficos"
      loading="Cargando gráficos…"
    />
  );
}
