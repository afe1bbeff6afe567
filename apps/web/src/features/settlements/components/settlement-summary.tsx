import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Subtotal } from '@portal/contracts';
import { formatCents, formatPeriod } from '@portal/domain/settlements';
import { formatNumber } from '@portal/domain/format';
import {
  useSettlement,
  useSettlementSubtotals,
  useSettlementTotals,
} from '../api/settlement-queries';
import { CsvButton } from './download-buttons';
import { QueryView } from '@/components/detail-page/query-view';

function Figures({ rows }: { rows: [string, string][] }) {
  return (
    <Table variant="vertical" withTableBorder maw={520}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th>{label}</Table.Th>
            <Table.Td className="money">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** expe-liquidacion: the settlement's header. */
export function SettlementHeader({ expediente }: { expediente: number }) {
  const query = useSettlement(expediente);
  return (
    <QueryView query={query} loading={<Text>Cargando liquidación…</Text>}>
      {(data) => (
        <Figures
          rows={[
            ['Expediente', String(data.expediente)],
            ['Período', formatPeriod(Number(data.periodo))],
            ['Fecha de liquidación', data.fechaLiquidacion],
            ['Estado', data.estado],
            ['Bruto', formatCents(data.brutoCentavos)],
            ['Débitos', formatCents(data.debitosCentavos)],
            ['Copago', formatCents(data.copagoCentavos)],
            ['Neto', formatCents(data.netoCentavos)],
          ]}
        />
      )}
    </QueryView>
  );
}

/** expe-totales: totals, each the sum of its lines. */
export function SettlementTotalsPanel({ expediente }: { expediente: number }) {
  const query = useSettlementTotals(expediente);
  return (
    <QueryView query={query} loading={<Text>Cargando totales…</Text>}>
      {(data) => (
        <Figures
          rows={[
            ['Prestaciones liquidadas', formatNumber(data.prestaciones)],
            ['Bruto', formatCents(data.brutoCentavos)],
            ['Débitos', `${formatCents(data.debitosCentavos)} (${formatNumber(data.debitos)})`],
            ['Copago', formatCents(data.copagoCentavos)],
            ['Neto', formatCents(data.netoCentavos)],
            ['Rechazadas', `${formatCents(data.erroresCentavos)} (${formatNumber(data.errores)})`],
          ]}
        />
      )}
    </QueryView>
  );
}

function SubtotalTable({ caption, rows }: { caption: string; rows: Subtotal[] }) {
  return (
    <Table className="settlement-table" withTableBorder>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Nombre</Table.Th>
          <Table.Th>Prestaciones</Table.Th>
          <Table.Th className="money">Importe</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.nombre}>
            <Table.Td>{row.nombre}</Table.Td>
            <Table.Td>{formatNumber(row.prestaciones)}</Table.Td>
            <Table.Td className="money">{formatCents(row.importeCentavos)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** expe-subtotales: gross by service type and by attention place. */
export function SettlementSubtotalsPanel({ expediente }: { expediente: number }) {
  const query = useSettlementSubtotals(expediente);
  return (
    <QueryView query={query} loading={<Text>Cargando subtotales…</Text>}>
      {(data) => (
        <Stack gap="sm">
          <CsvButton name="subtotales" query={{ tabla: 'subtotales', expediente }} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <div>
              <Title order={4}>Por tipo de prestación</Title>
              <SubtotalTable caption="Subtotales por tipo de prestación" rows={data.porTipo} />
            </div>
            <div>
              <Title order={4}>Por lugar de atención</Title>
              <SubtotalTable caption="Subtotales por lugar de atención" rows={data.porLugar} />
            </div>
          </SimpleGrid>
        </Stack>
      )}
    </QueryView>
  );
}
