import { Stack } from '@mantine/core';
import { lazy } from 'react';
import { ChartsOnDemand } from '@/components/charts/charts-on-demand';
import { PageShell } from '@/components/page-shell';
import { CommentsList } from './comments-list';
import { RatingSettingsForm } from './settings-form';
import { RatingsSummary } from './ratings-summary';

// recharts only loads when the user opens the chart (ADR 0021).
const MonthChart = lazy(() => import('./month-chart'));

/**
 * Mis calificaciones: what patients said (average, count, stars, places, months, comments) and
 * the settings of what the directory shows of it.
 */
export function RatingsPage({ title }: { title: string }) {
  return (
    <PageShell title={title}>
      <Stack gap="xl">
        <RatingsSummary />
        <ChartsOnDemand
          title="Calificaciones de los últimos 12 meses"
          chart={MonthChart}
          open="Ver gráfico"
          loading="Cargando gráfico…"
        />
        <CommentsList />
        <RatingSettingsForm />
      </Stack>
    </PageShell>
  );
}
