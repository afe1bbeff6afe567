import { Button, Stack, Title } from '@mantine/core';
import { Suspense, useId, useState, type ComponentType, type LazyExoticComponent } from 'react';

interface Props {
  title: string;
  /** The chart as a React.lazy component: recharts loads only when it is asked for (ADR 0021). */
  chart: LazyExoticComponent<ComponentType>;
  /** 'Ver gráficos' or 'Ver gráfico'. */
  open: string;
  /** What the page says while the chart's chunk and data arrive. */
  loading: string;
}

/** A titled section whose chart loads in its own chunk once the user asks for it. */
export function ChartsOnDemand({ title, chart: Chart, open, loading }: Props) {
  const [shown, setShown] = useState(false);
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      {shown ? (
        <Suspense fallback={<p>{loading}</p>}>
          <Chart />
        </Suspense>
      ) : (
        <Button variant="light" w="fit-content" onClick={() => setShown(true)}>
          {open}
        </Button>
      )}
    </Stack>
  );
}
