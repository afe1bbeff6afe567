import { Button, List, Text } from '@mantine/core';
import { QUEUE_CALLS, type QueueItemDetail } from '@portal/contracts';
import type { QueueId } from '@portal/domain/queues';
import { useState } from 'react';
import { useCall } from '@/lib/call';
import { ErrorNotice } from '@/lib/error-notice';
import { formatDateTime } from '@/lib/format';

type File = QueueItemDetail['archivos'][number];

const ORIGIN = { prestador: 'del prestador', aseguradora: 'de la aseguradora' } as const;

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('es-AR', { maximumFractionDigits: 1 })} MB`;

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The item's files, each downloaded with the staff session (the file call is `no-store`). */
export function ItemFiles({ queue, item }: { queue: QueueId; item: QueueItemDetail }) {
  const call = useCall();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fileCall = QUEUE_CALLS[queue].file;
  if (item.archivos.length === 0) return <Text c="dimmed">Sin archivos.</Text>;

  const download = async (file: File) => {
    if (!fileCall) return;
    setBusy(file.id);
    setError(null);
    try {
      const blob = await call(fileCall, {
        params: { id: item.id, archivo: file.id },
      });
      save(blob, file.nombre);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <ErrorNotice error={error} />
      <List listStyleType="none" spacing="xs">
        {item.archivos.map((file) => (
          <List.Item key={file.id}>
            <Button
              variant="subtle"
              size="compact-sm"
              loading={busy === file.id}
              onClick={() => void download(file)}
              aria-label={`Descargar ${file.nombre}`}
              style={{ maxWidth: '100%' }}
            >
              {file.nombre}
            </Button>
            <Text component="span" size="sm" c="dimmed">
              {' '}
              {sizeText(file.tamano)} · {ORIGIN[file.origen]} · {formatDateTime(file.fecha)}
            </Text>
          </List.Item>
        ))}
      </List>
    </>
  );
}
