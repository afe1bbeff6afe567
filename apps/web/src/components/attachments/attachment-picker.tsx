import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_LIMITS,
  attachmentAccept,
  attachmentTypesText,
  type AttachmentKind,
} from '@portal/domain/support-cases';
import { useId, useRef, useState } from 'react';
import { FileDropZone } from '@/components/file-drop-zone';
import {
  addFiles,
  formatFileSize,
  totalBytes,
  type PickedFile,
  type RefusedFile,
} from './picked-files';

interface Props {
  files: PickedFile[];
  onChange: (files: PickedFile[]) => void;
  disabled?: boolean;
  label?: string;
  /** The kinds this submission takes (a receipt takes fewer); every allowed kind by default. */
  kinds?: readonly AttachmentKind[];
  /** A submission of exactly one file, and what is said of a second one (the contract's words). */
  one?: { tooMany: string };
}

const MB = 1024 * 1024;

/** The drop zone's description: the limits and the types, from the same rules the check uses. */
export const attachmentLimitsText = (
  kinds: readonly AttachmentKind[] = ATTACHMENT_KINDS,
  single = false,
) =>
  single
    ? `Un archivo de hasta ${ATTACHMENT_LIMITS.maxFileBytes / MB} MB. Tipos: ${attachmentTypesText(kinds)}.`
    : `Hasta ${ATTACHMENT_LIMITS.maxFiles} archivos: ${ATTACHMENT_LIMITS.maxFileBytes / MB} MB cada uno y ${ATTACHMENT_LIMITS.maxSubmissionBytes / MB} MB en total. Tipos: ${attachmentTypesText(kinds)}.`;

/**
 * Attachments of a submission: checked on arrival with the server's rules, so a refused file is
 * explained at once (one message per file) instead of failing the whole case on send.
 */
export function AttachmentPicker({
  files,
  onChange,
  disabled = false,
  label = 'Elegir archivos',
  kinds = ATTACHMENT_KINDS,
  one,
}: Props) {
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const add = async (incoming: File[]) => {
    setChecking(true);
    try {
      const result = await addFiles(files, incoming, kinds, one);
      setRefused(result.refused);
      onChange(result.files);
    } finally {
      setChecking(false);
    }
  };

  const remove = (key: string) => {
    onChange(files.filter((file) => file.key !== key));
    setRefused([]);
    inputRef.current?.focus();
  };

  return (
    <Stack gap="xs">
      <FileDropZone
        label={label}
        accept={attachmentAccept(kinds)}
        multiple={!one}
        disabled={disabled || checking}
        description={attachmentLimitsText(kinds, Boolean(one))}
        inputRef={inputRef}
        onFiles={(incoming) => void add(incoming)}
      />
      <div role="status">{checking ? <Text size="sm">Revisando archivos…</Text> : null}</div>
      {refused.length > 0 && (
        <Alert color="red" variant="light" title="No se pudieron adjuntar" role="alert">
          <List size="sm" spacing={2}>
            {refused.map((item, index) => (
              <List.Item key={`${item.fileName}-${index}`}>{item.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {files.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600} id={listId}>
            Archivos adjuntos ({files.length}, {formatFileSize(totalBytes(files))})
          </Text>
          <List aria-labelledby={listId} listStyleType="none" spacing={4}>
            {files.map((file) => (
              <List.Item key={file.key}>
                <Group gap="sm" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.fileName} ({formatFileSize(file.bytes.length)})
                  </Text>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    disabled={disabled}
                    onClick={() => remove(file.key)}
                    aria-label={`Quitar ${file.fileName}`}
                  >
                    Quitar
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
