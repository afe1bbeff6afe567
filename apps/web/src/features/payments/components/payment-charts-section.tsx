import { Button, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// recharts (~100 KB gzip) loads only when the charts are opened (ADR 0021).
const PaymentCharts = lazy(() => import('./payment-charts'));

/** 'Ver gráficos': the payment charts, in their own chunk, once asked for. */
export function PaymentChartsSection() {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="payment-charts-title">
      <Title order={2} size="h3" id="payment-charts-title">
        Gráficos de los últimos 24 meses
      </Title>
      {open ? (
        <Suspense fallback={<p>Cargando gráficos…</p>}>
          <PaymentCharts />
        </Suspense>
      ) : (
        <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
          Ver gráficos
        </Button>
      )}
    </Stack>
  );
}
