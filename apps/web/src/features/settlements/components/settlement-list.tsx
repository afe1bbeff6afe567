import { Button, Group, Stack, Text } from '@mantine/core';
import type { SETTLEMENT_LIST_SORTS } from '@portal/contracts';
import type { SettlementRow } from '@portal/contracts';
import { formatCents, formatPeriod } from '@portal/domain/settlements';
import { LoadError } from '@/components/detail-page/load-error';
import { isModuleRefusal, ServerRefusal } from '@/components/server-refusal';
import { useSettlementList, type SettlementListQuery } from '../api/settlement-queries';
import { CsvButton } from './download-buttons';
import { SortableTable, type Column } from './sortable-table';
import { Pager } from '@/components/pager';

interface Props {
  query: SettlementListQuery;
  onQuery: (query: SettlementListQuery) => void;
  onOpen: (expediente: number) => void;
}

/** The settlements of the period: expediente, period, gross, debits, copago, net, state. */
export function SettlementList({ query, onQuery, onOpen }: Props) {
  const list = useSettlementList(query);
  if (list.error) {
    return isModuleRefusal(list.error) ? (
      <ServerRefusal error={list.error} />
    ) : (
      <LoadError error={list.error} />
    );
  }
  const data = list.data;
  if (!data) return <Text>Cargando liquidaciones…</Text>;
  const columns: Column<SettlementRow>[] = [
    {
      label: 'Expediente',
      sort: 'expediente',
      key: true,
      cell: (row) => (
        <Button variant="subtle" size="compact-sm" onClick={() => onOpen(row.expediente)}>
          {`Ver expediente ${row.expediente}`}
        </Button>
      ),
    },
    { label: 'Período', sort: 'periodo', cell: (row) => formatPeriod(Number(row.periodo)) },
    { label: 'Bruto', sort: 'bruto', money: true, cell: (row) => formatCents(row.brutoCentavos) },
    {
      label: 'Débitos',
      sort: 'debitos',
      money: true,
      cell: (row) => formatCents(row.debitosCentavos),
    },
    { label: 'Copago', money: true, cell: (row) => formatCents(row.copagoCentavos) },
    {
      label: 'Neto',
      sort: 'neto',
      money: true,
      key: true,
      cell: (row) => formatCents(row.netoCentavos),
    },
    { label: 'Estado', key: true, cell: (row) => row.estado },
  ];
  const periods = `${formatPeriod(Number(data.periodoDesde))} a ${formatPeriod(Number(data.periodoHasta))}`;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text>{`Liquidaciones de ${periods}: ${data.total}.`}</Text>
        <CsvButton
          name="liquidaciones"
          query={{
            tabla: 'liquidaciones',
            periodoDesde: data.periodoDesde,
            periodoHasta: data.periodoHasta,
            ...(query.expediente === undefined ? {} : { expediente: query.expediente }),
          }}
        />
      </Group>
      <SortableTable
        caption="Liquidaciones"
        columns={columns}
        rows={data.filas}
        rowKey={(row) => row.expediente}
        sort={{ orden: query.orden ?? 'periodo', sentido: query.sentido ?? 'desc' }}
        onSort={(sort) =>
          onQuery({
            ...query,
            orden: sort.orden as (typeof SETTLEMENT_LIST_SORTS)[number],
            sentido: sort.sentido,
            pagina: 1,
          })
        }
        empty="No hay liquidaciones en el período consultado."
      />
      <Pager
        label="liquidaciones"
        page={data.pagina}
        size={data.cantidad}
        total={data.total}
        onPage={(pagina) => onQuery({ ...query, pagina })}
      />
    </Stack>
  );
}
