import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Timeline.css';
import { Stack, Stepper, Text, Timeline, Title } from '@mantine/core';
import type { AuthorizationDetailResponse } from '@portal/contracts';
import { AUTHORIZATION_STATE } from '@portal/domain/authorizations';
import { formatInstant } from '@/lib/format';

const ORIGIN = { prestador: 'Prestador', auditor: 'Auditoría', sistema: 'Sistema' } as const;

/** The process steps (Stepper) and the history of states, oldest first. */
export function RequestHistory({ detail }: { detail: AuthorizationDetailResponse }) {
  const finished =
    detail.estado.id === AUTHORIZATION_STATE.aprobado ||
    detail.estado.id === AUTHORIZATION_STATE.rechazado;
  const current = Math.max(0, detail.etapas.indexOf(detail.etapa));
  return (
    <Stack gap="lg">
      <section aria-labelledby="steps-title">
        <Title order={2} size="h4" id="steps-title" mb="sm">
          Etapas del proceso
        </Title>
        <Stepper
          active={finished ? detail.etapas.length : current}
          orientation="vertical"
          size="sm"
        >
          {detail.etapas.map((step) => (
            <Stepper.Step key={step} label={step} />
          ))}
        </Stepper>
      </section>
      <section aria-labelledby="history-title">
        <Title order={2} size="h4" id="history-title" mb="sm">
          Historial de estados
        </Title>
        <Timeline active={detail.historial.length - 1} bulletSize={14} lineWidth={2}>
          {detail.historial.map((event, index) => (
            <Timeline.Item
              key={`${event.fecha}-${index}`}
              title={`${event.estado.descripcion} · ${event.etapa}`}
            >
              <Text size="sm">
                {formatInstant(event.fecha)} · {ORIGIN[event.origen]}: {event.autor}
              </Text>
              {event.mensaje && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {event.mensaje}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </section>
    </Stack>
  );
}
