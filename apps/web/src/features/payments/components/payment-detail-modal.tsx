import '@mantine/core/styles/Modal.css';
import { Alert, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { PaymentDto } from '@portal/contracts';
import { formatCents } from '@portal/domain/settlements';
import { errorMessage } from '@/lib/api-error';
import { usePaymentDetail } from '../api/payment-detail';
import { PaymentDocuments } from './payment-documents';

/** The operation detail: the invoices the payment settled, whose amounts make its gross. */
export function PaymentDetailModal({
  payment,
  onClose,
}: {
  payment: PaymentDto | null;
  onClose: () => void;
}) {
  const detail = usePaymentDetail(payment?.id ?? null);
  return (
    <Modal
      opened={payment !== null}
      onClose={onClose}
      title={payment ? `Detalle de la operación ${payment.ordenPago}` : ''}
      size="lg"
    >
      {detail.isPending && <Loader size="sm" aria-label="Cargando el detalle" />}
      {detail.isError && (
        <Alert color="red" role="alert">
          {errorMessage(detail.error)}
        </Alert>
      )}
      {detail.data && (
        <Stack gap="sm">
          <Text size="sm">{`Pagado el ${detail.data.pago.fecha} por ${detail.data.pago.medioDesc}.`}</Text>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs">
              <caption className="visually-hidden">Facturas pagadas</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Factura</Table.Th>
                  <Table.Th scope="col">Fecha</Table.Th>
                  <Table.Th scope="col" className="amount">
                    Importe
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.data.lineas.map((line) => (
                  <Table.Tr key={line.facturaId}>
                    <Table.Td className="nowrap">{`${line.tipo} ${line.comprobante}`}</Table.Td>
                    <Table.Td>{line.fecha}</Table.Td>
                    <Table.Td className="amount">{formatCents(line.importe)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm">{`Importe bruto: ${formatCents(detail.data.pago.bruto)}`}</Text>
          <Text size="sm">{`Retenciones: ${formatCents(detail.data.pago.totalRetenciones)}`}</Text>
          <Text fw={700}>{`Importe neto: ${formatCents(detail.data.pago.neto)}`}</Text>
          <PaymentDocuments pago={detail.data.pago} />
        </Stack>
      )}
    </Modal>
  );
}
