import '@mantine/core/styles/Modal.css';
import { Button, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { InvoiceDto } from '@portal/contracts';
import { useState } from 'react';
import { QueryView } from '@/components/detail-page/query-view';
import { formatFileSize } from '@/components/attachments/picked-files';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { fetchReceiptFile, useReceipts } from '../api/receipts';

/** The receipts kept with an invoice: name, size, date and who attached each, each downloadable. */
export function ReceiptsModal({
  invoice,
  onClose,
}: {
  invoice: InvoiceDto | null;
  onClose: () => void;
}) {
  const receipts = useReceipts(invoice?.id ?? null);
  const http = useHttp();
  const code = useProviderId();
  const offer = useOfferDownload();
  const reportError = useReportError();
  const [loading, setLoading] = useState<number | null>(null);

  const download = async (factura: number, id: number, fileName: string) => {
    setLoading(id);
    try {
      offer(await fetchReceiptFile(http, code, factura, id), fileName, {
        message: `El comprobante ${fileName} está listo para descargar.`,
      });
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(null);
    }
  };

  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? `Comprobantes de la factura ${invoice.comprobante}` : ''}
      size="lg"
    >
      <QueryView
        query={receipts}
        loading={<Loader size="sm" aria-label="Cargando los comprobantes" />}
      >
        {(data) =>
          invoice && (
            <Stack gap="sm">
              {data.comprobantes.length === 0 ? (
                <Text>La factura no tiene comprobantes adjuntos.</Text>
              ) : (
                <Table.ScrollContainer minWidth={480}>
                  <Table verticalSpacing="xs">
                    <caption className="visually-hidden">Comprobantes adjuntos</caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Archivo</Table.Th>
                        <Table.Th scope="col">Tamaño</Table.Th>
                        <Table.Th scope="col">Fecha</Table.Th>
                        <Table.Th scope="col">Adjuntado por</Table.Th>
                        <Table.Th scope="col">Descarga</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.comprobantes.map((receipt) => (
                        <Table.Tr key={receipt.id}>
                          <Table.Td>{receipt.fileName}</Table.Td>
                          <Table.Td className="nowrap">{formatFileSize(receipt.tamano)}</Table.Td>
                          <Table.Td className="nowrap">{receipt.fecha}</Table.Td>
                          <Table.Td>{receipt.usuario}</Table.Td>
                          <Table.Td>
                            <Button
                              size="xs"
                              variant="light"
                              loading={loading === receipt.id}
                              aria-label={`Descargar ${receipt.fileName}`}
                              onClick={() =>
                                void download(invoice.id, receipt.id, receipt.fileName)
                              }
                            >
                              Descargar
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          )
        }
      </QueryView>
    </Modal>
  );
}
