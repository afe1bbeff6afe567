import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import type { PaymentDto, PaymentsResponse } from '@portal/contracts';
import { formatCents } from '@portal/domain';
import { useNarrow } from '@/lib/use-narrow';

interface Props {
  data: PaymentsResponse;
  caption: string;
  onDetail: (payment: PaymentDto) => void;
}

/** One payment as a card, for narrow screens (390 px): every figure labelled. */
function PaymentCard({ payment, onDetail }: { payment: PaymentDto; onDetail: Props['onDetail'] }) {
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`Pago ${payment.ordenPago}`}>
      <Stack gap={2}>
        <Text fw={700}>{`${payment.fecha} · ${payment.ordenPago}`}</Text>
        <Text size="sm">{`Medio: ${payment.medioDesc}`}</Text>
        <Text size="sm">{`Importe bruto: ${formatCents(payment.bruto)}`}</Text>
        <Text size="sm">{`Retención IIBB: ${formatCents(payment.retenciones.iibb)}`}</Text>
        <Text size="sm">{`Retención Ganancias: ${formatCents(payment.retenciones.ganancias)}`}</Text>
        <Text size="sm">{`Retención IVA: ${formatCents(payment.retenciones.iva)}`}</Text>
        <Text size="sm" fw={700}>{`Importe neto: ${formatCents(payment.neto)}`}</Text>
        <Button size="xs" variant="light" mt={4} onClick={() => onDetail(payment)}>
          {`Ver detalle de ${payment.ordenPago}`}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The payments found, newest first, with their totals: a table, or cards on a phone. */
export function PaymentsTable({ data, caption, onDetail }: Props) {
  const narrow = useNarrow();
  const { totales } = data;
  if (narrow) {
    return (
      <Stack gap="xs">
        <Stack gap="xs" component="ul" aria-label={caption} className="payments-cards">
          {data.pagos.map((payment) => (
            <PaymentCard key={payment.id} payment={payment} onDetail={onDetail} />
          ))}
        </Stack>
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
            <Table.Th scope="col">Detalle</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.pagos.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td className="nowrap">{payment.fecha}</Table.Td>
              <Table.Td className="nowrap">{payment.ordenPago}</Table.Td>
              <Table.Td>{payment.medioDesc}</Table.Td>
              <Table.Td className="amount">{formatCents(payment.bruto)}</Table.Td>
              <Table.Td className="amount">{formatCents(payment.retenciones.iibb)}</Table.Td>
              <Table.Td className="amount">{formatCents(payment.retenciones.ganancias)}</Table.Td>
              <Table.Td className="amount">{formatCents(payment.retenciones.iva)}</Table.Td>
              <Table.Td className="amount">{formatCents(payment.neto)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={`Ver detalle de ${payment.ordenPago}`}
                  onClick={() => onDetail(payment)}
                >
                  Ver detalle
                </Button>
              </Table.Td>
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
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
