import { Alert, Loader } from '@mantine/core';
import type { ConnectivityTicket } from '@portal/contracts';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { useTicket } from '../api/reprint-ticket';
import { TicketPanel } from './ticket-panel';

interface Props {
  nroTicket: number;
  /** The ticket an entry just answered: shown at once, then kept current by the query. */
  initial?: ConnectivityTicket;
  focusOnMount?: boolean;
}

/** A ticket read by number (reimpresionTicket), current after every change made to it. */
export function TicketByNumber({ nroTicket, initial, focusOnMount }: Props) {
  const ticket = useTicket(nroTicket, initial);
  if (ticket.isPending) return <Loader size="sm" aria-label="Buscando el ticket" />;
  if (ticket.isError && !ticket.data) {
    if (isAlreadyReported(ticket.error)) return null;
    return (
      <Alert color="red" variant="light" title="Ticket no encontrado">
        {errorMessage(ticket.error)}
      </Alert>
    );
  }
  return <TicketPanel ticket={ticket.data} focusOnMount={focusOnMount} />;
}
