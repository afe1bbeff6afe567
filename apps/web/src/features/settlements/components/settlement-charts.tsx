import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents, formatPeriod } from '@portal/domain/settlements';
import { formatMoney, formatNumber } from '@portal/domain/format';
import type { SettlementChartsResponse } from '@portal/contracts';
import { useSettlementCharts } from '../api/settlement-queries';
import { QueryView } from '@/components/detail-page/query-view';

// The charts draw pesos; figures stay exact in cents everywhere else (the tooltip formats them).
const pesos = (cents: number) => cents / 100;

/**
 * Net paid and debits per month over the last 24 settled months, and debits by reason. Loaded
 * in its own chunk (React.lazy) when the user opens the charts: recharts never weighs on the
 * page's first load, nor on the public home's (ADR 0021).
 */
export default function SettlementCharts() {
  const charts = useSettlementCharts();
  return (
    <QueryView query={charts} loading={<Text>Cargando gráficos…</Text>}>
      {(data) => <Charts data={data} />}
    </QueryView>
  );
}

function Charts({ data }: { data: SettlementChartsResponse }) {
  const months = data.meses.map((month) => ({
    mes: formatPeriod(Number(month.periodo)),
    Neto: pesos(month.netoCentavos),
    Débitos: pesos(month.debitosCentavos),
  }));
  const reasons = data.motivos.map((reason) => ({
    motivo: reason.codigo,
    Débitos: pesos(reason.importeCentavos),
  }));
  const first = data.meses[0];
  const last = data.meses.at(-1);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Neto pagado y débitos por mes
        </Title>
        <div
          role="img"
          aria-label={`Neto pagado y débitos de cada mes, de ${first ? formatPeriod(Number(first.periodo)) : ''} a ${last ? formatPeriod(Number(last.periodo)) : ''}`}
        >
          <BarChart
            h={280}
            data={months}
            dataKey="mes"
            valueFormatter={formatMoney}
            withLegend
            series={[
              { name: 'Neto', color: 'blue.7' },
              { name: 'Débitos', color: 'red.7' },
            ]}
          />
        </div>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Débitos por motivo
        </Title>
        <div role="img" aria-label="Importe debitado por motivo en los últimos 24 meses">
          <BarChart
            h={280}
            data={reasons}
            dataKey="motivo"
            orientation="vertical"
            valueFormatter={formatMoney}
            series={[{ name: 'Débitos', color: 'red.7' }]}
          />
        </div>
        <Table className="settlement-table" withTableBorder>
          <Table.Caption>Débitos por motivo</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Motivo</Table.Th>
              <Table.Th>Débitos</Table.Th>
              <Table.Th className="money">Importe</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.motivos.map((reason) => (
              <Table.Tr key={reason.codigo}>
                <Table.Td>{`${reason.codigo} · ${reason.motivo}`}</Table.Td>
                <Table.Td>{formatNumber(reason.debitos)}</Table.Td>
                <Table.Td className="money">{formatCents(reason.importeCentavos)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </SimpleGrid>
  );
}
