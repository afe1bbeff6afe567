import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { InvoiceDto } from '@portal/contracts';
import { formatCents } from '@portal/domain';
import type { ReactNode } from 'react';
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

function InvoiceCard({ invoice, actions }: { invoice: InvoiceDto; actions: Props['actions'] }) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="li"
      aria-label={`Factura ${invoice.tipo} ${invoice.comprobante}`}
    >
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={700}>{`${invoice.tipo} ${invoice.comprobante}`}</Text>
          {unread(invoice)}
        </Group>
        <Text size="sm">{`Fecha: ${invoice.fecha} · Período ${invoice.periodo}`}</Text>
        <Text size="sm">{`Consultorio: ${invoice.consultorio}`}</Text>
        <Text size="sm">{`Estado: ${invoice.estadoDesc}`}</Text>
        <Text size="sm" fw={700}>{`Importe: ${formatCents(invoice.importe)}`}</Text>
        <Text size="sm">{`Comprobantes adjuntos: ${invoice.recibos}`}</Text>
        <Group gap="xs" mt={4}>
          {actions(invoice)}
        </Group>
      </Stack>
    </Paper>
  );
}

/** One tab's invoices: a table, or cards on a phone. */
export function InvoicesTable({ rows, caption, actions }: Props) {
  const narrow = useNarrow();
  if (narrow) {
    return (
      <Stack gap="xs" component="ul" aria-label={caption} className="payments-cards">
        {rows.map((invoice) => (
          <InvoiceCard key={invoice.id} invoice={invoice} actions={actions} />
        ))}
      </Stack>
    );
  }
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
