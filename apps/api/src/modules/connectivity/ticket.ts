import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { formatDateTime, formatMoney } from '@portal/domain/format';
import { formatIcd } from '@portal/domain/coverage';
import { REPORT_TYPE_LABELS, TRANSACTION_STATE_LABELS } from '@portal/domain/connectivity';
import type { ConnectivityTicket } from '@portal/contracts';
import { renderSimplePdf } from '../../lib/pdf.ts';
import type { TicketRow } from './connectivity.repository.ts';

export function toTicket(row: TicketRow): ConnectivityTicket {
  return {
    nroTicket: row.id,
    tipoMensaje: row.tipo,
    estado: row.estado,
    fecha: row.createdAt.toISOString(),
    fechaAnulacion: row.cancelledAt?.toISOString() ?? null,
    fechaPrestacion: row.fechaPrestacion,
    prestador: { codigo: row.providerId, nombre: row.providerName, cuit: row.providerCuit },
    afiliado: {
      numero: formatAffiliateNumber(row),
      nombre: row.nombre,
      apellido: row.apellido,
      plan: row.planId,
    },
    prestacion:
      row.serviceCodigo === null
        ? null
        : {
            codigo: row.serviceCodigo,
            descripcion: row.serviceDescripcion ?? '',
            cantidad: row.cantidad,
          },
    ticketPrestacion: row.parentId,
    mod_cobert: row.modCobert as ConnectivityTicket['mod_cobert'],
    copago: row.copago,
    terminal: row.terminal,
    origenDeTransaccion: row.origen,
    circulo: row.circle,
    diagnosticos: row.diagnosticos.map((diagnosis) => ({
      ...diagnosis,
      nroTicket: Number(diagnosis.nroTicket),
      codigo: formatIcd(diagnosis.codigo),
    })),
    usuario: row.usuario,
  };
}

/** The printable ticket as a narrow PDF, as a terminal printer would print it. */
export function ticketPdf(ticket: ConnectivityTicket, now: Date): Promise<Uint8Array> {
  const rows: [string, string][] = [
    ['Ticket', String(ticket.nroTicket)],
    ['Tipo', `${ticket.tipoMensaje} - ${REPORT_TYPE_LABELS[ticket.tipoMensaje]}`],
    ['Estado', TRANSACTION_STATE_LABELS[ticket.estado]],
    ['Fecha', formatDateTime(new Date(ticket.fecha))],
  ];
  if (ticket.fechaAnulacion)
    rows.push(['Anulado', formatDateTime(new Date(ticket.fechaAnulacion))]);
  rows.push(
    ['Prestador', `${ticket.prestador.codigo} ${ticket.prestador.nombre}`],
    ['CUIT', ticket.prestador.cuit],
    [
      'Afiliado',
      `${ticket.afiliado.numero} ${ticket.afiliado.apellido}, ${ticket.afiliado.nombre}`,
    ],
    ['Plan', String(ticket.afiliado.plan)],
  );
  if (ticket.prestacion) {
    rows.push(
      ['Prestación', `${ticket.prestacion.codigo} ${ticket.prestacion.descripcion}`],
      ['Cantidad', String(ticket.prestacion.cantidad)],
      ['Cobertura', ticket.mod_cobert ?? '-'],
      ['Copago', formatMoney(ticket.copago)],
    );
  }
  if (ticket.ticketPrestacion) rows.push(['Ticket de prestación', String(ticket.ticketPrestacion)]);
  for (const diagnosis of ticket.diagnosticos) {
    rows.push([
      'Diagnóstico',
      `${diagnosis.codigo} ${diagnosis.denominacion}${diagnosis.estado === 'anulada' ? ' (anulado)' : ''}`,
    ]);
  }
  rows.push(
    ['Terminal', ticket.terminal ?? 'Portal web'],
    ['Canal', String(ticket.origenDeTransaccion)],
  );
  if (ticket.circulo)
    rows.push(['Círculo', `${ticket.circulo.descripcion} (${ticket.circulo.cuit})`]);
  rows.push(['Usuario', ticket.usuario]);
  return renderSimplePdf({
    title: 'Ticket de conectividad',
    subtitle: `N° ${ticket.nroTicket}`,
    size: 'ticket',
    createdAt: now,
    sections: [{ rows }],
    footer: 'Conserve este comprobante.',
  });
}
