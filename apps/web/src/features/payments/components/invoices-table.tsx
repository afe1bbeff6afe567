import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Badge, Group, Table, Text } from '@mantine/core';
import type { InvoiceDto } from '@portal/contracts';
import { formatCents } from '@portal/domain';
import type { ReactNode } from 'react';
import { RowCards } from '@/components/row-cards/row-cards';
import { useNarrow } from '@/lib/use-narrow';

interface Props {
  rows: InvoiceDto[];
  caption: string;
  /** The actions of one invoice (read, attach a receipt). */
  actions: (invoice: InvoiceDto) => ReactNode;
}

const unread = (invoice: InvoiceDto) =>
  invoice.leida ? null : (
    <Badge size="xs" color="blue" variant="light">
      Nueva
    </Badge>
  );

/** On a phone (390 px): the invoice and whether it is new head each card, then its figures. */
function InvoiceCards({ rows, caption, actions }: Props) {
  return (
    <RowCards
      label={caption}
      rows={rows}
      rowKey={(invoice) => invoice.id}
      cardLabel={(invoice) => `Factura ${invoice.tipo} ${invoice.comprobante}`}
      title={(invoice) => (
        <>
          <Text fw={700}>{`${invoice.tipo} ${invoice.comprobante}`}</Text>
          {unread(invoice)}
        </>
      )}
      fields={[
        { label: 'Fecha', value: (invoice) => invoice.fecha },
        { label: 'Período', value: (invoice) => invoice.periodo },
        { label: 'Consultorio', value: (invoice) => invoice.consultorio },
        { label: 'Estado', value: (invoice) => invoice.estadoDesc },
        { label: 'Importe', value: (invoice) => formatCents(invoice.importe) },
        { label: 'Comprobantes adjuntos', value: (invoice) => invoice.recibos },
      ]}
      action={(invoice) => (
        <Group gap="xs" mt={4}>
          {actions(invoice)}
        </Group>
      )}
    />
  );
}

/** One tab's invoices: a table, or cards on a phone. */
export function InvoicesTable({ rows, caption, actions }: Props) {
  const narrow = useNarrow();
  if (narrow) return <InvoiceCards rows={rows} caption={caption} actions={actions} />;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" striped>
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Factura</Table.Th>
            <Table.Th scope="col">Fecha</Table.Th>
            <Table.Th scope="col">Período</Table.Th>
            <Table.Th scope="col">Consultorio</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col" className="amount">
              Importe
            </Table.Th>
            <Table.Th scope="col">Comprobantes</Table.Th>
            <Table.Th scope="col">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td className="nowrap">
                <Group gap={6} wrap="nowrap">
                  {`${invoice.tipo} ${invoice.comprobante}`}
                  {unread(invoice)}
                </Group>
              </Table.Td>
              <Table.Td className="nowrap">{invoice.fecha}</Table.Td>
              <Table.Td>{invoice.periodo}</Table.Td>
              <Table.Td>{invoice.consultorio}</Table.Td>
              <Table.Td>{invoice.estadoDesc}</Table.Td>
              <Table.Td className="amount">{formatCents(invoice.importe)}</Table.Td>
              <Table.Td>{invoice.recibos}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {actions(invoice)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
