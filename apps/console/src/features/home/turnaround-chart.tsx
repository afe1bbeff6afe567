import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { QueueTurnaround } from '@portal/contracts';
import { formatNumber } from '@portal/domain/format';

type Queue = QueueTurnaround['colas'][number];

/** dd/mm of an ISO day, as the chart's axis reads it. */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * A queue's received and decided per day over the month. Its own chunk (recharts is heavy and
 * the home's figures come first); the table beside it carries the same numbers to read exactly.
 */
export default function TurnaroundChart({ queue }: { queue: Queue }) {
  const data = queue.porDia.map((day) => ({
    dia: dayLabel(day.dia),
    Recibidos: day.recibidos,
    Decididos: day.decididos,
  }));
  return (
    <div
      role="img"
      aria-label={`${queue.nombre}: recibidos y decididos por día, del ${data[0]?.dia ?? ''} al ${data.at(-1)?.dia ?? ''}`}
    >
      <LineChart
        h={240}
        data={data}
        dataKey="dia"
        valueFormatter={(value) => formatNumber(value)}
        withLegend
        series={[
          { name: 'Recibidos', color: 'indigo.8' },
          { name: 'Decididos', color: 'teal.9' },
        ]}
      />
    </div>
  );
}
