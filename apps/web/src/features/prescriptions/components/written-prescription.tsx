import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { WrittenPrescriptionResponse } from '@portal/contracts';
import { useState } from 'react';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { fetchPrescriptionPdf, useCancelPrescription } from '../api/prescriptions';

/** The prescription just written: its number, the PDF, cancelling it, or writing another. */
export function WrittenPrescription({
  written,
  readOnly,
  onAnother,
}: {
  written: WrittenPrescriptionResponse;
  readOnly: boolean;
  onAnother: () => void;
}) {
  const http = useHttp();
  const id = useProviderId();
  const offer = useOfferDownload();
  const reportError = useReportError();
  const cancel = useCancelPrescription();
  const [loading, setLoading] = useState(false);
  const [cancelled, setCancelled] = useState<string | null>(null);

  const download = async () => {
    setLoading(true);
    try {
      const blob = await fetchPrescriptionPdf(http, id, written.numero);
      offer(blob, `receta-${written.numero}.pdf`, {
        message: `La receta N.º ${written.numero} está lista para descargar.`,
      });
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap="sm" maw={720}>
      <Alert color="green" variant="light" role="status" title={written.mensaje}>
        <Text size="sm">{`${written.fecha} · ${written.prescriptor} (${written.matricula})`}</Text>
        <Text size="sm">{`Diagnóstico: ${written.diagnostico}`}</Text>
        <List size="sm">
          {written.items.map((item) => (
            <List.Item key={item.medicamento}>
              {`${item.medicamento}, ${item.presentacion} × ${item.cantidad}: ${item.posologia}`}
            </List.Item>
          ))}
        </List>
      </Alert>
      {cancelled && (
        <Alert color="gray" variant="light" role="status">
          {cancelled}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void download()} loading={loading}>
          Descargar PDF de la receta
        </Button>
        {!cancelled && !readOnly && (
          <Button
            variant="default"
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(written.numero, {
                onSuccess: (answer) => setCancelled(answer.mensaje),
                onError: reportError,
              })
            }
          >
            Anular receta
          </Button>
        )}
        <Button variant="subtle" onClick={onAnother}>
          Nueva receta
        </Button>
      </Group>
    </Stack>
  );
}
