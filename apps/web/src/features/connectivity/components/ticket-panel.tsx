import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import type { ConnectivityTicket } from '@portal/contracts';
import { CONNECTIVITY_MESSAGES } from '@portal/domain/connectivity';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { showToast } from '@/components/toasts';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { useCancelDiagnosis } from '../api/cancel-diagnosis';
import { useCancelService } from '../api/cancel-service';
import { CONNECTIVITY_KEY } from '../api/query-keys';
import { useEnterDiagnosis } from '../api/enter-diagnosis';
import { ticketQueryKey } from '../api/reprint-ticket';
import { useTicketPdf } from '../api/ticket-pdf';
import { DiagnosisPicker } from './diagnosis-picker';
import { TicketView } from './ticket-view';

interface Props {
  ticket: ConnectivityTicket;
  /** Moves the focus to the ticket when it appears (after an entry or a search). */
  focusOnMount?: boolean;
}

/** A ticket with what can be done to it: print, PDF, cancel, and diagnoses while it is open. */
export function TicketPanel({ ticket, focusOnMount = false }: Props) {
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const reportError = useReportError();
  const offerDownload = useOfferDownload();
  const readOnly = useReadOnly();
  const pdf = useTicketPdf();
  const cancelService = useCancelService();
  const cancelDiagnosis = useCancelDiagnosis();
  const enterDiagnosis = useEnterDiagnosis();
  const open = ticket.estado === 'abierta';
  const isService = ticket.tipoMensaje !== 'ID';
  const parent = ticket.ticketPrestacion ?? ticket.nroTicket;

  useEffect(() => {
    if (focusOnMount) document.getElementById(`ticket-${ticket.nroTicket}`)?.focus();
  }, [focusOnMount, ticket.nroTicket]);

  // Anything that changed this ticket (or its service's) is read again from the server.
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === CONNECTIVITY_KEY &&
        (query.queryKey[1] === 'report' ||
          (query.queryKey[1] === 'ticket' &&
            [ticket.nroTicket, parent].includes(query.queryKey[2] as number))),
    });

  const confirmCancel = (nroTicket: number, kind: 'service' | 'diagnosis') => {
    dialogs.confirm({
      title: kind === 'service' ? 'Anular prestación' : 'Anular diagnóstico',
      message:
        kind === 'service'
          ? `¿Anulás la prestación del ticket N° ${nroTicket}? También se anulan sus diagnósticos.`
          : `¿Anulás el diagnóstico del ticket N° ${nroTicket}?`,
      confirmLabel: 'Anular',
      cancelLabel: 'Volver',
      onConfirm: () => {
        const mutation = kind === 'service' ? cancelService : cancelDiagnosis;
        mutation.mutate(nroTicket, {
          onSuccess: (updated) => {
            queryClient.setQueryData(ticketQueryKey(updated.nroTicket), updated);
            void refresh();
            showToast(CONNECTIVITY_MESSAGES.cancelled, 'success');
          },
          onError: (error) => {
            reportError(error);
            void refresh();
          },
        });
      },
    });
  };

  const downloadPdf = () =>
    pdf.mutate(ticket.nroTicket, {
      onSuccess: (blob) =>
        offerDownload(blob, `ticket-${ticket.nroTicket}.pdf`, {
          title: 'Ticket en PDF',
          message: `El ticket N° ${ticket.nroTicket} está listo para descargar.`,
        }),
      onError: (error) => reportError(error),
    });

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      className="ticket-print"
      aria-labelledby={`ticket-${ticket.nroTicket}`}
    >
      <Stack gap="md">
        <TicketView
          ticket={ticket}
          diagnosisAction={
            open && !readOnly
              ? (diagnosis) =>
                  // The main diagnosis travels on the service itself: it goes with the service.
                  diagnosis.estado === 'abierta' && diagnosis.nroTicket !== ticket.nroTicket ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => confirmCancel(diagnosis.nroTicket, 'diagnosis')}
                      aria-label={`Anular diagnóstico del ticket N° ${diagnosis.nroTicket}`}
                    >
                      Anular
                    </Button>
                  ) : null
              : undefined
          }
        />
        {/* The actions come right after the ticket: from its focused heading, Tab reaches
            "Imprimir" first (the front desk's keyboard path), before adding diagnoses. */}
        <Group gap="sm" className="no-print">
          <Button onClick={() => window.print()}>Imprimir</Button>
          <Button variant="light" onClick={downloadPdf} loading={pdf.isPending}>
            Descargar PDF
          </Button>
          {open && !readOnly && (
            <Button
              variant="outline"
              color="red"
              loading={cancelService.isPending || cancelDiagnosis.isPending}
              onClick={() => confirmCancel(ticket.nroTicket, isService ? 'service' : 'diagnosis')}
            >
              {isService ? 'Anular prestación' : 'Anular diagnóstico'}
            </Button>
          )}
        </Group>
        {open && isService && !readOnly && (
          <div className="no-print">
            <DiagnosisPicker
              value={[]}
              disabled={enterDiagnosis.isPending}
              onChange={(added) => {
                const diagnosis = added.at(-1);
                if (!diagnosis) return;
                enterDiagnosis.mutate(
                  { nroTicket: ticket.nroTicket, icd: diagnosis.codigo },
                  { onSuccess: () => void refresh(), onError: (error) => reportError(error) },
                );
              }}
            />
          </div>
        )}
        {!open && (
          <Alert color="red" variant="light" className="no-print">
            {CONNECTIVITY_MESSAGES.cancelled}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
