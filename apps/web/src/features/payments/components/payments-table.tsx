import '@mantine/core/styles/Table.css';
import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import type { PaymentDto, PaymentsResponse } from '@portal/contracts';
import { formatCents } from '@portal/domain/settlements';
import { RowCards } from '@/components/row-cards/row-cards';
import { useNarrow } from '@/lib/use-narrow';

interface Props {
  data: PaymentsResponse;
  caption: string;
  onDetail: (payment: PaymentDto) => void;
}

/** On a phone (390 px): the day and the payment order head each card, every figure labelled. */
function PaymentCards({ data, caption, onDetail }: Props) {
  return (
    <RowCards
      label={caption}
      rows={data.pagos}
      rowKey={(payment) => payment.id}
      cardLabel={(payment) => `Pago ${payment.ordenPago}`}
      title={(payment) => <Text fw={700}>{`${payment.fecha} · ${payment.ordenPago}`}</Text>}
      fields={[
        { label: 'Medio', value: (payment) => payment.medioDesc },
        { label: 'Importe bruto', value: (payment) => formatCents(payment.bruto) },
        { label: 'Retención IIBB', value: (payment) => formatCents(payment.retenciones.iibb) },
        {
          label: 'Retención Ganancias',
          value: (payment) => formatCents(payment.retenciones.ganancias),
        },
        { label: 'Retención IVA', value: (payment) => formatCents(payment.retenciones.iva) },
        { label: 'Importe neto', value: (payment) => formatCents(payment.neto) },
      ]}
      action={(payment) => (
        <Button size="xs" variant="light" mt={4} onClick={() => onDetail(payment)}>
          {`Ver detalle de ${payment.ordenPago}`}
        </Button>
      )}
    />
  );
}

/** The payments found, newest first, with their totals: a table, or cards on a phone. */
export function PaymentsTable({ data, caption, onDetail }: Props) {
  const narrow = useNarrow();
  const { totales } = data;
  if (narrow) {
    return (
      <Stack gap="xs">
        <PaymentCards data={data} caption={caption} onDetail={onDetail} />
        <Text fw={700}>{`Total neto: ${formatCents(totales.neto)}`}</Text>
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" striped>
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Fecha</Table.Th>
            <Table.Th scope="col">Orden de pago</Table.Th>
            <Table.Th scope="col">Medio de pago</Table.Th>
            <Table.Th scope="col" className="amount">
              Importe bruto
            </Table.Th>
            <Table.Th scope="col" className="amount">
              Ret. IIBB
            </Table.Th>
            <Table.Th scope="col" className="amount">
              Ret. Ganancias
            </Table.Th>
            <Table.Th scope="col" className="amount">
              Ret. IVA
            </Table.Th>
            <Table.Th scope="col" className="amount">
              Importe neto
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.pagos.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td className="nowrap">{payment.fecha}</Table.Td>
              <Table.Td className="nowrap">
                {/* The order opens its detail: a column of its own pushed the table past 1280 px. */}
                <Anchor
                  component="button"
                  type="button"
                  fz="inherit"
                  aria-label={`Ver detalle de ${payment.ordenPago}`}
                  onClick={() => onDetail(payment)}
                >
                  {payment.ordenPago}
                </Anchor>
              </Table.Td>
              <Table.Td>{payment.medioDesc}</Table.Td>
              <Table.Td className="amount">{formatCents(payment.bruto)}</Table.Td>
              <Table.Td className="amount">{formatCents(payment.retenciones.iibb)}</Table.Td>
              <Table.Td className="amount">{formatCents(payment.retenciones.ganancias)}</Table.Td>
              <Table.Td className="amount">{formatCents(payment.retenciones.iva)}</Table.Td>
              <Table.Td className="amount">{formatCents(payment.neto)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={3}>
              Totales
            </Table.Th>
            <Table.Td className="amount">{formatCents(totales.bruto)}</Table.Td>
            <Table.Td className="amount">{formatCents(totales.retenciones.iibb)}</Table.Td>
            <Table.Td className="amount">{formatCents(totales.retenciones.ganancias)}</Table.Td>
            <Table.Td className="amount">{formatCents(totales.retenciones.iva)}</Table.Td>
            <Table.Td className="amount">{formatCents(totales.neto)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
