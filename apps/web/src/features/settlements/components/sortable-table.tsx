import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from '@/components/scroll-table';

export interface Column<Row> {
  label: string;
  /** The server's `orden` key when the column sorts. */
  sort?: string;
  money?: boolean;
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
  if (rows.length === 0) return <Text>{empty}</Text>;
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
