import { Group, Stack, Text } from '@mantine/core';
import type { Column } from './sortable-table';
import { useState } from 'react';
import { useSettlementTable, type TableName, type TableQuery } from '../api/settlement-queries';
import { CsvButton } from './download-buttons';
import { LINE_TABLES } from './line-columns';
import { SortableTable } from './sortable-table';
import { QueryView } from '@/components/detail-page/query-view';
import { Pager } from '@/components/pager';

interface Page<Row> {
  pagina: number;
  cantidad: number;
  total: number;
  filas: Row[];
}

interface Props {
  table: TableName;
  expediente: number;
  /** A last column of actions (the debits' 'Reclamar'). */
  action?: Column<never> | undefined;
}

/** One table of a settlement: paged and sorted on the server, exported as CSV. */
export function LineTablePanel({ table, expediente, action }: Props) {
  const config = LINE_TABLES[table];
  const [page, setPage] = useState<TableQuery>({
    pagina: 1,
    cantidad: 20,
    orden: config.firstSort,
    sentido: 'asc',
  });
  const query = useSettlementTable(table, expediente, page);
  const columns = (action ? [...config.columns, action] : config.columns) as Column<{
    id: number;
  }>[];
  return (
    <QueryView query={query} loading={<Text>{`Cargando ${config.caption.toLowerCase()}…`}</Text>}>
      {(result) => {
        const data = result as Page<{ id: number }>;
        return (
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Text>{`${config.caption}: ${data.total}.`}</Text>
              <CsvButton name={config.caption.toLowerCase()} query={{ tabla: table, expediente }} />
            </Group>
            <SortableTable
              caption={`${config.caption} del expediente ${expediente}`}
              columns={columns}
              rows={data.filas}
              rowKey={(row) => row.id}
              sort={{ orden: page.orden, sentido: page.sentido }}
              onSort={(sort) => setPage({ ...page, ...sort, pagina: 1 })}
              empty={config.empty}
            />
            <Pager
              label={config.caption.toLowerCase()}
              page={data.pagina}
              size={data.cantidad}
              total={data.total}
              onPage={(pagina) => setPage({ ...page, pagina })}
            />
          </Stack>
        );
      }}
    </QueryView>
  );
}
