import '@mantine/core/styles/Modal.css';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { InvoiceDto } from '@portal/contracts';
import { RECEIPT_KINDS } from '@portal/domain/payments';
import { useState } from 'react';
import { AttachmentPicker } from '@/components/attachments/attachment-picker';
import { toRudiFiles, type PickedFile } from '@/components/attachments/picked-files';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { UploadProgress } from '@/components/upload-progress';
import { errorMessage } from '@/lib/api-error';
import { useAttachReceipt } from '../api/attach-receipt';

/**
 * The attach-receipts flow of spec §4: started from an invoice, cancelled with Cancelar, a
 * spinner and a progress bar while the files travel, then the success modal (shown until the
 * user hides it) or the error modal with the server's reason.
 */
export function AttachReceiptModal({
  invoice,
  onClose,
}: {
  invoice: InvoiceDto | null;
  onClose: () => void;
}) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const attach = useAttachReceipt();
  const dialogs = useDialogs();
  const uploading = attach.isPending;

  const close = () => {
    if (uploading) return;
    setFiles([]);
    setProgress(null);
    onClose();
  };

  const send = () => {
    if (!invoice || files.length === 0) return;
    setProgress(0);
    attach.mutate(
      {
        factura: invoice.id,
        body: { rudiFiles: toRudiFiles(files) },
        onProgress: setProgress,
      },
      {
        onSuccess: (answer) => {
          setFiles([]);
          setProgress(null);
          onClose();
          dialogs.success({
            title: 'Comprobante adjuntado',
            message: `${answer.mensaje} Factura ${answer.factura.tipo} ${answer.factura.comprobante}: ${answer.factura.recibos} ${answer.factura.recibos === 1 ? 'comprobante' : 'comprobantes'}.`,
          });
        },
        onError: (error) => {
          setProgress(null);
          dialogs.error({ title: 'No se adjuntó el comprobante', message: errorMessage(error) });
        },
      },
    );
  };

  return (
    <Modal
      opened={invoice !== null}
      onClose={close}
      closeOnClickOutside={!uploading}
      closeOnEscape={!uploading}
      title={invoice ? `Adjuntar comprobante a la factura ${invoice.comprobante}` : ''}
    >
      <Stack gap="sm">
        {/* The picker says which types a receipt may be, from the rule the server applies. */}
        <AttachmentPicker
          files={files}
          onChange={setFiles}
          disabled={uploading}
          label="Elegir comprobante"
          kinds={RECEIPT_KINDS}
        />
        {uploading && (
          <Group gap="xs">
            <Loader size="sm" aria-label="Adjuntando el comprobante" />
            <Text size="sm">Adjuntando el comprobante…</Text>
          </Group>
        )}
        <UploadProgress
          fraction={progress}
          label="Envío del comprobante"
          savingText="Guardando el comprobante…"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={uploading}>
            Cancelar
          </Button>
          <Button onClick={send} loading={uploading} disabled={files.length === 0}>
            Adjuntar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
