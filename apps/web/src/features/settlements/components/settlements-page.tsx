import { Stack } from '@mantine/core';
import { lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SETTLEMENT_MAX_MONTHS, addMonths, periodOf } from '@portal/domain/settlements';
import { ChartsOnDemand } from '@/components/charts/charts-on-demand';
import { PageShell } from '@/components/page-shell';
import { useClock } from '@/lib/clock';
import { useSettlementList, type SettlementListQuery } from '../api/settlement-queries';
import { PeriodForm, defaultFilters, queryOf } from './period-form';
import { SettlementDetail } from './settlement-detail';
import { SettlementList } from './settlement-list';

// recharts (~100 KB gzip) loads only when the charts are opened (ADR 0021).
const SettlementCharts = lazy(() => import('./settlement-charts'));

/**
 * Consulta de liquidación (spec §2 tramitesonline/consulta-de-liquidacion): the period query,
 * its settlements, and one settlement's executions below the list.
 */
export function SettlementsPage({ title }: { title: string }) {
  const now = useClock()();
  const [params] = useSearchParams();
  // A support case links back with ?expediente=: that settlement is found in the last 24 months
  // and opened.
  const [linked] = useState(() => {
    const text = params.get('expediente') ?? '';
    return /^\d{1,9}$/.test(text) ? Number(text) : null;
  });
  const [query, setQuery] = useState<SettlementListQuery>(() => {
    if (linked === null) return queryOf(defaultFilters(now));
    const last = addMonths(periodOf(now), -1);
    return {
      periodoDesde: String(addMonths(last, -(SETTLEMENT_MAX_MONTHS - 1))),
      periodoHasta: String(last),
      expediente: linked,
      pagina: 1,
    };
  });
  const [open, setOpen] = useState<number | null>(linked);
  // The same query the list reads (one request): the button spins while a search loads.
  const list = useSettlementList(query);

  return (
    <PageShell title={title}>
      <Stack gap="lg">
        <PeriodForm
          now={now}
          loading={list.isFetching}
          onSearch={(next) => {
            setQuery(next);
            setOpen(null);
          }}
        />
        <SettlementList query={query} onQuery={setQuery} onOpen={setOpen} />
        {open !== null && (
          <SettlementDetail key={open} expediente={open} onClose={() => setOpen(null)} />
        )}
        <ChartsOnDemand
          title="Gráficos de los últimos 24 meses"
          chart={SettlementCharts}
          open="Ver gráficos"
          loading="Cargando gráficos…"
        />
      </Stack>
    </PageShell>
  );
}
