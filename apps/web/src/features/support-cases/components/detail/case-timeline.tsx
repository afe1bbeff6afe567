import '@mantine/core/styles/Timeline.css';
import { Alert, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  CASE_ACTION_TEXT,
  CASE_STATE_DESCRIPTIONS,
  caseStatusLabel,
  type CaseAction,
  type CaseStateId,
} from '@portal/domain/support-cases';
import { formatDateTime } from '@portal/domain/format';
import { useRef } from 'react';
import type { CaseTimelineEvent as TimelineEvent, LoadedTimeline } from '../../api/case-timeline';
import { FileDownloadButton } from './file-download-button';
import { OlderStages, type OlderStagesState } from './older-stages';

function stateLabel(estado: number): string {
  const description = CASE_STATE_DESCRIPTIONS[estado as CaseStateId] as string | undefined;
  return description ? caseStatusLabel(description) : String(estado);
}

function actionText(event: TimelineEvent): string {
  return event.descripcion || (CASE_ACTION_TEXT[event.accion as CaseAction] ?? event.accion);
}

function who(event: TimelineEvent): string {
  const role = event.actor.tipo === 'operador' ? 'Obra social' : 'Prestador';
  const email = event.actor.email ? `, ${event.actor.email}` : '';
  return `${event.actor.nombre} (${role}${email})`;
}

/**
 * The case's history, oldest first: who did what and when, the state it left the case in, the
 * provider's (obsWeb) and the insurer's (obsColaborador) texts and the files of each stage. It
 * opens on the newest stages; 'Ver más', above them, loads older ones.
 */
export function CaseTimeline({
  timeline,
  failed,
  older,
}: {
  timeline: LoadedTimeline | undefined;
  failed: boolean;
  older: OlderStagesState;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="historial-del-tramite">
      <Title order={2} size="h3" id="historial-del-tramite" mb="sm" ref={heading} tabIndex={-1}>
        Historial
      </Title>
      {failed ? (
        <Alert color="red" variant="light">
          No pudimos traer el historial del trámite.
        </Alert>
      ) : !timeline ? (
        <Text size="sm" role="status">
          Cargando historial…
        </Text>
      ) : (
        <>
          <OlderStages
            shown={timeline.eventos.length}
            total={timeline.total}
            state={older}
            onAllShown={() => heading.current?.focus()}
          />
          <Timeline
            active={timeline.eventos.length - 1}
            bulletSize={16}
            lineWidth={2}
            role="list"
            aria-labelledby="historial-del-tramite"
          >
            {timeline.eventos.map((event) => (
              <Timeline.Item
                key={event.id}
                role="listitem"
                title={<span className="case-timeline__title">{actionText(event)}</span>}
              >
                <Stack gap={4}>
                  <Text size="sm">
                    <time dateTime={event.fecha}>{formatDateTime(new Date(event.fecha))}</time> ·{' '}
                    {who(event)}
                  </Text>
                  {event.estadoAnterior !== null && event.estadoAnterior !== event.estado && (
                    <Text size="sm">
                      Estado: {stateLabel(event.estadoAnterior)} → {stateLabel(event.estado)}
                    </Text>
                  )}
                  {event.obsWeb && (
                    <Text size="sm" className="case-timeline__text">
                      <strong>Prestador:</strong> {event.obsWeb}
                    </Text>
                  )}
                  {event.obsColaborador && (
                    <Text size="sm" className="case-timeline__text">
                      <strong>Obra social:</strong> {event.obsColaborador}
                    </Text>
                  )}
                  {event.archivos.length > 0 && (
                    <ul className="case-file-list" aria-label="Archivos de esta etapa">
                      {event.archivos.map((file) => (
                        <li key={`${file.origen}-${file.id}`}>
                          <FileDownloadButton file={file} />
                        </li>
                      ))}
                    </ul>
                  )}
                </Stack>
              </Timeline.Item>
            ))}
          </Timeline>
        </>
      )}
    </section>
  );
}
