import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { WITHHOLDING_KINDS, WITHHOLDING_LABELS } from '@portal/domain/payments';
import { formatCents, formatPeriod } from '@portal/domain/settlements';
import { formatMoney } from '@portal/domain/format';
import type { PaymentChartsResponse } from '@portal/contracts';
import { usePaymentCharts } from '../api/charts';
import { QueryView } from '@/components/detail-page/query-view';

// The charts draw pesos; figures stay exact in cents everywhere else (the tooltip formats them).
const pesos = (cents: number) => cents / 100;

/**
 * Net paid per month over the last 24 months and the withholdings by kind. Loaded in its own
 * chunk (React.lazy) when the user opens the charts, as the settlement charts (ADR 0021).
 */
export default function PaymentCharts() {
  const charts = usePaymentCharts();
  return (
    <QueryView query={charts} loading={<Text>Cargando gráficos…</Text>}>
      {(data) => <Charts data={data} />}
    </QueryView>
  );
}

function Charts({ data }: { data: PaymentChartsResponse }) {
  const months = data.meses.map((month) => ({
    mes: formatPeriod(Number(month.periodo)),
    Neto: pesos(month.neto),
  }));
  const kinds = WITHHOLDING_KINDS.map((kind) => ({
    impuesto: WITHHOLDING_LABELS[kind],
    Retenciones: pesos(data.retenciones[kind]),
  }));
  const from = formatPeriod(Number(data.desde));
  const to = formatPeriod(Number(data.hasta));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Neto pagado por mes
        </Title>
        <div role="img" aria-label={`Neto pagado en cada mes, de ${from} a ${to}`}>
          <BarChart
            h={280}
            data={months}
            dataKey="mes"
            valueFormatter={formatMoney}
            series={[{ name: 'Neto', color: 'blue.7' }]}
          />
        </div>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Retenciones por impuesto
        </Title>
        <div role="img" aria-label={`Retenciones por impuesto, de ${from} a ${to}`}>
          <BarChart
            h={200}
            data={kinds}
            dataKey="impuesto"
            orientation="vertical"
            valueFormatter={formatMoney}
            series={[{ name: 'Retenciones', color: 'orange.8' }]}
          />
        </div>
        <Table withTableBorder>
          <Table.Caption>Retenciones por impuesto</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Impuesto</Table.Th>
              <Table.Th scope="col" className="amount">
                Importe retenido
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WITHHOLDING_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>{WITHHOLDING_LABELS[kind]}</Table.Td>
                <Table.Td className="amount">{formatCents(data.retenciones[kind])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </SimpleGrid>
  );
}
