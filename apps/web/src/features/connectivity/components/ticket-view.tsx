import { Badge, DataList, Group, Table, Title } from '@mantine/core';
import type { ConnectivityTicket } from '@portal/contracts';
import { formatIcd } from '@portal/domain/coverage';
import {
  REPORT_TYPE_LABELS,
  TERMINAL_CHANNEL,
  TRANSACTION_STATE_LABELS,
} from '@portal/domain/connectivity';
import type { ReactNode } from 'react';
import { formatInstant, formatMoney, formatServerDay } from '@/lib/format';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

interface Props {
  ticket: ConnectivityTicket;
  /** Per-diagnosis actions (cancel), left out of the printout. */
  diagnosisAction?: (diagnosis: ConnectivityTicket['diagnosticos'][number]) => ReactNode;
}

/** The printable ticket of a connectivity transaction (what the print stylesheet keeps). */
export function TicketView({ ticket, diagnosisAction }: Props) {
  const open = ticket.estado === 'abierta';
  const service = ticket.prestacion;
  return (
    <>
      <Group justify="space-between" align="center">
        <Title order={3} size="h3" id={`ticket-${ticket.nroTicket}`} tabIndex={-1}>
          Ticket N° {ticket.nroTicket}
        </Title>
        <Badge size="lg" color={open ? 'green' : 'red'} variant="light">
          {TRANSACTION_STATE_LABELS[ticket.estado]}
        </Badge>
      </Group>
      <DataList labelWidth="12rem">
        <Item label="Tipo">{`${ticket.tipoMensaje} · ${REPORT_TYPE_LABELS[ticket.tipoMensaje]}`}</Item>
        <Item label="Fecha y hora">{formatInstant(ticket.fecha)}</Item>
        <Item label="Fecha de la prestación">{formatServerDay(ticket.fechaPrestacion)}</Item>
        {ticket.fechaAnulacion && (
          <Item label="Anulado el">{formatInstant(ticket.fechaAnulacion)}</Item>
        )}
        <Item label="Prestador">
          {`${ticket.prestador.nombre} · ${ticket.prestador.codigo} · CUIT ${ticket.prestador.cuit}`}
        </Item>
        <Item label="Afiliado">
          {`${ticket.afiliado.numero} · ${ticket.afiliado.nombre} ${ticket.afiliado.apellido} · Plan ${ticket.afiliado.plan}`}
        </Item>
        {service && (
          <Item label="Prestación">
            {`${service.codigo} · ${service.descripcion}${service.cantidad > 1 ? ` × ${service.cantidad}` : ''}`}
          </Item>
        )}
        {ticket.ticketPrestacion !== null && (
          <Item label="Ticket de la prestación">{`N° ${ticket.ticketPrestacion}`}</Item>
        )}
        {ticket.mod_cobert && <Item label="Modalidad de cobertura">{ticket.mod_cobert}</Item>}
        <Item label="Copago">{formatMoney(ticket.copago)}</Item>
        <Item label="Terminal">{ticket.terminal ?? 'Portal web'}</Item>
        <Item label="Origen">
          {`${ticket.origenDeTransaccion === TERMINAL_CHANNEL ? 'Terminal' : 'Portal'} (${ticket.origenDeTransaccion})`}
        </Item>
        {ticket.circulo && (
          <Item label="Círculo">{`${ticket.circulo.descripcion} · CUIT ${ticket.circulo.cuit}`}</Item>
        )}
        <Item label="Usuario">{ticket.usuario}</Item>
      </DataList>
      {ticket.diagnosticos.length > 0 && (
        <Table withTableBorder captionSide="top">
          <Table.Caption>Diagnósticos</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Ticket</Table.Th>
              <Table.Th scope="col">CIE-10</Table.Th>
              <Table.Th scope="col">Diagnóstico</Table.Th>
              <Table.Th scope="col">Estado</Table.Th>
              {diagnosisAction && (
                <Table.Th scope="col" className="no-print">
                  <span className="visually-hidden">Acciones</span>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ticket.diagnosticos.map((diagnosis) => (
              <Table.Tr key={diagnosis.nroTicket}>
                <Table.Td>{diagnosis.nroTicket}</Table.Td>
                <Table.Td>{formatIcd(diagnosis.codigo)}</Table.Td>
                <Table.Td>{diagnosis.denominacion}</Table.Td>
                <Table.Td>{TRANSACTION_STATE_LABELS[diagnosis.estado]}</Table.Td>
                {diagnosisAction && (
                  <Table.Td className="no-print">{diagnosisAction(diagnosis)}</Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
