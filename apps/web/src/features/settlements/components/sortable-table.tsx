import { NativeSelect, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RowCards } from '@/components/row-cards/row-cards';
import { ScrollTable } from '@/components/scroll-table';
import { useNarrow } from '@/lib/use-narrow';

export interface Column<Row> {
  label: string;
  /** The server's `orden` key when the column sorts. */
  sort?: string;
  money?: boolean;
  /** A key column heads the row's card on a phone (the first column when none is marked). */
  key?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface SortState {
  orden: string;
  sentido: 'asc' | 'desc';
}

interface Props<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort: SortState;
  onSort: (sort: SortState) => void;
  empty: string;
}

/**
 * A table whose sortable headers are buttons (aria-sort tells the order): the first press sorts
 * ascending, the next one descending. Sorting happens on the server, over every page.
 */
export function SortableTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  empty,
}: Props<Row>) {
  const narrow = useNarrow();
  if (rows.length === 0) return <Text>{empty}</Text>;
  if (narrow) {
    return (
      <SortedCards
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        sort={sort}
        onSort={onSort}
      />
    );
  }
  return (
    <ScrollTable label={caption}>
      <Table className="settlement-table" striped highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const active = column.sort !== undefined && column.sort === sort.orden;
              return (
                <Table.Th
                  key={column.label}
                  className={column.money ? 'money' : undefined}
                  aria-sort={
                    active ? (sort.sentido === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {column.sort === undefined ? (
                    column.label
                  ) : (
                    <button
                      type="button"
                      onClick={() =>
                        onSort({
                          orden: column.sort!,
                          sentido: active && sort.sentido === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    >
                      {column.label}
                      {active && (
                        <span aria-hidden="true">{sort.sentido === 'asc' ? ' ▲' : ' ▼'}</span>
                      )}
                    </button>
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.label} className={column.money ? 'money' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** On a phone: cards headed by the key columns, and the order chosen from a select. */
function SortedCards<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
}: Omit<Props<Row>, 'empty'>) {
  const marked = columns.filter((column) => column.key);
  const keys = marked.length > 0 ? marked : columns.slice(0, 1);
  const others = columns.filter((column) => !keys.includes(column));
  const orders = columns.flatMap((column) =>
    column.sort === undefined
      ? []
      : [
          { value: `${column.sort}:asc`, label: `${column.label} (ascendente)` },
          { value: `${column.sort}:desc`, label: `${column.label} (descendente)` },
        ],
  );
  return (
    <Stack gap="xs">
      {orders.length > 0 && (
        <NativeSelect
          label="Ordenar por"
          data={orders}
          value={`${sort.orden}:${sort.sentido}`}
          onChange={(event) => {
            const [orden = sort.orden, sentido] = event.currentTarget.value.split(':');
            onSort({ orden, sentido: sentido === 'desc' ? 'desc' : 'asc' });
          }}
        />
      )}
      <RowCards
        label={caption}
        rows={rows}
        rowKey={rowKey}
        cardLabel={(row) => `${caption}: ${String(rowKey(row))}`}
        title={(row) =>
          keys.map((column) => (
            <Text key={column.label} fw={700} component="div">
              {column.cell(row)}
            </Text>
          ))
        }
        fields={others.map((column) => ({ label: column.label, value: column.cell }))}
      />
    </Stack>
  );
}
