import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ProfileDocument } from '@portal/contracts';
import {
  PROFILE_DOCUMENT_KINDS,
  PROFILE_MESSAGES,
  type ProfileDocumentId,
} from '@portal/domain/profile';
import { TYPED_DATE_INVALID, formatServerDate, parseTypedDate } from '@portal/domain/format';
import { useState } from 'react';
import { AttachmentPicker } from '@/components/attachments/attachment-picker';
import { toRudiFiles, type PickedFile } from '@/components/attachments/picked-files';
import { DateField } from '@/components/date-field/date-field';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { UploadProgress } from '@/components/upload-progress';
import { errorMessage } from '@/lib/api-error';
import { useUploadDocument } from '../api/profile';

/**
 * Replace one document: a file of PROFILE_DOCUMENT_KINDS (checked as the support centre checks
 * files) and its expiry; sending opens the request with the file attached to its case.
 */
export function DocumentUpload({
  document: doc,
  onClose,
}: {
  document: ProfileDocument | null;
  onClose: () => void;
}) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [expiry, setExpiry] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadDocument();
  const dialogs = useDialogs();
  const busy = upload.isPending;

  const close = () => {
    if (busy) return;
    setFiles([]);
    setExpiry('');
    setProblem(undefined);
    setProgress(null);
    onClose();
  };

  const send = () => {
    if (!doc) return;
    const day = parseTypedDate(expiry);
    if (!day) return setProblem(TYPED_DATE_INVALID);
    if (files.length !== 1) return setProblem(PROFILE_MESSAGES.oneDocument);
    setProblem(undefined);
    setProgress(0);
    upload.mutate(
      {
        tipo: doc.tipo as ProfileDocumentId,
        body: { vencimiento: formatServerDate(day), rudiFiles: toRudiFiles(files) },
        onProgress: setProgress,
      },
      {
        onSuccess: (answer) => {
          close();
          dialogs.success({ title: 'Documento enviado', message: answer.mensaje });
        },
        onError: (error) => {
          setProgress(null);
          dialogs.error({ title: 'No se envió el documento', message: errorMessage(error) });
        },
      },
    );
  };

  return (
    <Modal
      opened={doc !== null}
      onClose={close}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      title={doc ? `Reemplazar ${doc.descripcion}` : ''}
    >
      <Stack gap="sm">
        {/* The picker says which types a document may be, from the rule the server applies. */}
        <AttachmentPicker
          files={files}
          onChange={setFiles}
          disabled={busy}
          label="Elegir documento"
          kinds={PROFILE_DOCUMENT_KINDS}
          one={{ tooMany: PROFILE_MESSAGES.oneDocument }}
        />
        <DateField
          label="Fecha de vencimiento"
          name="vencimiento"
          required
          value={expiry}
          onChange={setExpiry}
          error={problem}
          disabled={busy}
        />
        <UploadProgress
          fraction={progress}
          label="Envío del documento"
          savingText="Guardando el documento…"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancelar
          </Button>
          <Button onClick={send} loading={busy}>
            Enviar documento
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
