import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import type { InvoiceDto } from '@portal/contracts';
import { formatCents } from '@portal/domain/settlements';
import type { ReactNode } from 'react';
import { RowCards } from '@/components/row-cards/row-cards';
import { useNarrow } from '@/lib/use-narrow';

/** One thing a user can do with an invoice: a compact icon in the table, a button on a card. */
export interface InvoiceAction {
  key: string;
  /** What the tooltip and the card's button say ('Adjuntar comprobante'). */
  label: string;
  /** The button's name, with the invoice ('Adjuntar comprobante a la factura 0001-…'). */
  name: string;
  icon: ReactNode;
  variant: 'default' | 'light' | 'subtle';
  loading?: boolean;
  onClick: () => void;
}

interface Props {
  rows: InvoiceDto[];
  caption: string;
  /** The actions of one invoice (see its receipts, attach one, mark it read). */
  actions: (invoice: InvoiceDto) => InvoiceAction[];
}

/**
 * On a 1280 px desktop the three actions as text buttons pushed the table past its column:
 * there they are icon buttons named in full, their label in a tooltip on hover and
 * on keyboard focus.
 */
function ActionIcons({ actions }: { actions: InvoiceAction[] }) {
  return (
    <Group gap={6} wrap="nowrap">
      {actions.map((action) => (
        <Tooltip
          key={action.key}
          label={action.label}
          events={{ hover: true, focus: true, touch: true }}
          withArrow
        >
          <ActionIcon
            size="lg"
            variant={action.variant}
            aria-label={action.name}
            loading={action.loading ?? false}
            onClick={action.onClick}
          >
            {action.icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

/** On a card there is room for words: the same actions as labelled buttons. */
function ActionButtons({ actions }: { actions: InvoiceAction[] }) {
  return (
    <Group gap="xs" mt={4}>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="xs"
          variant={action.variant}
          aria-label={action.name}
          loading={action.loading ?? false}
          leftSection={action.icon}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}

const unread = (invoice: InvoiceDto) =>
  invoice.leida ? null : (
    // Not shrunk by a tight column: its label would read "N…".
    <Badge size="xs" color="blue" variant="light" style={{ flexShrink: 0 }}>
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
      action={(invoice) => <ActionButtons actions={actions(invoice)} />}
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
                <ActionIcons actions={actions(invoice)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
