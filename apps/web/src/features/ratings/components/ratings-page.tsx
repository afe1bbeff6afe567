import { Button, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
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
  const [chart, setChart] = useState(false);
  return (
    <PageShell title={title}>
      <Stack gap="xl">
        <RatingsSummary />
        <Stack gap="sm" component="section" aria-labelledby="ratings-months-title">
          <Title order={2} size="h3" id="ratings-months-title">
            Calificaciones de los últimos 12 meses
          </Title>
          {chart ? (
            <Suspense fallback={<p>Cargando gráfico…</p>}>
              <MonthChart />
            </Suspense>
          ) : (
            <Button variant="light" w="fit-content" onClick={() => setChart(true)}>
              Ver gráfico
            </Button>
          )}
        </Stack>
        <CommentsList />
        <RatingSettingsForm />
      </Stack>
    </PageShell>
  );
}
