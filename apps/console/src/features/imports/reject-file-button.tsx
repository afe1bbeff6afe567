import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { ErrorNotice } from '@/lib/error-notice';
import { useRejectFile } from './imports-api';

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The job's reject file, downloaded with the staff session (the call is `no-store`). */
export function RejectFileButton({ id }: { id: number }) {
  const rejectFile = useRejectFile();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      save(await rejectFile(id), `rechazos-${id}.csv`);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" loading={busy} onClick={() => void download()}>
        Descargar el archivo de rechazos
      </Button>
      <ErrorNotice error={error} />
    </Stack>
  );
}
