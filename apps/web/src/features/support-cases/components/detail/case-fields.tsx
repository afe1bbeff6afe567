import { Anchor, Title } from '@mantine/core';
import type { CaseDetail, ProcessDetailResponse } from '@portal/contracts';
import { formatDateTime, formatOrderDate } from '@portal/domain/format';
import { SETTLEMENT_PAGE_PATH } from '@portal/domain/settlements';
import { VOUCHER_TYPES } from '@portal/domain/support-cases';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/status-badge';

function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'case-fields__wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const dateTime = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '—');

function voucherType(id: string): string {
  return VOUCHER_TYPES.find((type) => type.id === id)?.descripcion ?? id;
}

/** The case's fields of spec §3, with the area's own (expediente or authorization). */
export function CaseFields({
  detail,
  process,
}: {
  detail: CaseDetail;
  process: ProcessDetailResponse | undefined;
}) {
  const filer = detail.creadoPor;
  return (
    <section aria-labelledby="datos-del-tramite">
      <Title order={2} size="h3" id="datos-del-tramite" mb="xs">
        Datos del trámite
      </Title>
      <dl className="case-fields">
        <Field label="Estado">
          <StatusBadge estadoDesc={detail.estadoDesc} />
        </Field>
        <Field label="Área">{detail.areaConsulta.descripcion}</Field>
        <Field label="Motivo">{detail.motivoWebDetalle}</Field>
        <Field label="Fecha de inicio">{formatOrderDate(new Date(detail.inicio))}</Field>
        <Field label="Alta">{dateTime(detail.altaFecha)}</Field>
        <Field label="Último contacto">{dateTime(detail.fechaUltimoContacto)}</Field>
        <Field label="Respuesta">{dateTime(detail.respuestaFecha)}</Field>
        <Field label="Iniciado por">
          {filer.nombre}
          {filer.email ? ` (${filer.email})` : ''}
        </Field>
        <Field label="N.º de proceso">{detail.tramiteJbpm}</Field>
        <Field label="Prestador">{detail.prestad}</Field>
        {process && (
          <Field label="Tarea actual">
            {process.taskDetail.tarea} · {process.taskDetail.asignadoA} · desde{' '}
            {dateTime(process.taskDetail.desde)}
          </Field>
        )}
        {detail.expediente && (
          <>
            <Field label="Expediente">
              {/^\d{1,9}$/.test(detail.expediente.numero) ? (
                // Back to the settlement the case is about (consulta-de-liquidacion opens it).
                <Anchor
                  component={Link}
                  to={`${SETTLEMENT_PAGE_PATH}?expediente=${detail.expediente.numero}`}
                >
                  {`${detail.expediente.numero} (ver la liquidación)`}
                </Anchor>
              ) : (
                detail.expediente.numero
              )}
            </Field>
            <Field label="Comprobante">
              {voucherType(detail.expediente.comprobante.tipo)} N.º{' '}
              {detail.expediente.comprobante.numero}
            </Field>
          </>
        )}
        {detail.autorizacion && (
          <>
            <Field label="Autorización">
              N.º {detail.autorizacion.nroAutorizacion} (trámite{' '}
              {detail.autorizacion.nroTrmAutorizacion})
            </Field>
            <Field label="Afiliado">
              {`${detail.autorizacion.nombreApeAfi} · ${formatAffiliateNumber({
                contra: detail.autorizacion.contraAfi,
                middle: detail.autorizacion.middleAfi,
                inte: detail.autorizacion.inteAfi,
              })}`}
            </Field>
            <Field label="Fecha de la autorización">
              {formatOrderDate(new Date(detail.autorizacion.fechaAutorizacion))}
            </Field>
          </>
        )}
        <Field label="Correos de seguimiento" wide>
          {detail.emails.length > 0 ? detail.emails.join(', ') : '—'}
        </Field>
        <Field label="Detalle del motivo" wide>
          {detail.detalleMotivo || '—'}
        </Field>
        <Field label="Observación" wide>
          <span className="case-timeline__text">{detail.observacion || '—'}</span>
        </Field>
      </dl>
    </section>
  );
}
