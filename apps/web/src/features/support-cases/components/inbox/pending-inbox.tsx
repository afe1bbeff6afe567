import '@mantine/core/styles/Table.css';
import { Anchor, Button, Table, Text } from '@mantine/core';
import type { PendingInboxResponse } from '@portal/contracts';
import { CASE_MESSAGES } from '@portal/domain/support-cases';
import { formatDateTime, formatOrderDate } from '@portal/domain/format';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/detail-page/load-failed';
import { RowCards } from '@/components/row-cards/row-cards';
import { showToast } from '@/components/toasts';
import { isAlreadyReported } from '@/lib/api-error';
import { useNarrow } from '@/lib/use-narrow';
import { usePendingInbox } from '../../api/pending-inbox';
import { caseDetailPath } from '../case-paths';

type PendingCase = PendingInboxResponse['tramites'][number];

function AnswerButton({ row }: { row: PendingCase }) {
  return (
    <Button
      component={Link}
      to={`${caseDetailPath(row.nroTramite)}#responder`}
      size="compact-sm"
      variant="light"
      aria-label={`Responder el trámite ${row.nroTramite}`}
    >
      Responder
    </Button>
  );
}

/** Inbox: the cases waiting for the provider's answer (estado 2, last 15 days; spec §4). */
export function PendingInbox() {
  const inbox = usePendingInbox();
  const narrow = useNarrow();
  const failed = inbox.isError && !isAlreadyReported(inbox.error);

  useEffect(() => {
    if (failed) showToast(CASE_MESSAGES.pendingFailed, 'error');
  }, [failed]);

  if (inbox.isPending) {
    return (
      <Text size="sm" role="status">
        Cargando trámites pendientes…
      </Text>
    );
  }
  if (inbox.isError) {
    return (
      <LoadFailed message={CASE_MESSAGES.pendingFailed} onRetry={() => void inbox.refetch()} />
    );
  }
  if (inbox.data.tramites.length === 0) {
    return <Text>No tenés trámites pendientes de respuesta.</Text>;
  }
  if (narrow) {
    return (
      <RowCards
        label="Trámites que esperan tu respuesta"
        rows={inbox.data.tramites}
        rowKey={(row) => row.nroTramite}
        cardLabel={(row) => `Trámite ${row.nroTramite}`}
        title={(row) => (
          <Anchor component={Link} to={caseDetailPath(row.nroTramite)}>
            {row.nroTramite}
          </Anchor>
        )}
        fields={[
          { label: 'Área', value: (row) => row.areaConsulta.descripcion },
          { label: 'Motivo', value: (row) => row.motivoWebDetalle },
          { label: 'Inicio', value: (row) => formatOrderDate(new Date(row.inicio)) },
          {
            label: 'Pedido de información',
            value: (row) => formatDateTime(new Date(row.fechaUltimoContacto)),
          },
        ]}
        action={(row) => <AnswerButton row={row} />}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs">
        <caption className="visually-hidden">Trámites que esperan tu respuesta</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">N.º de trámite</Table.Th>
            <Table.Th scope="col">Área</Table.Th>
            <Table.Th scope="col">Motivo</Table.Th>
            <Table.Th scope="col">Inicio</Table.Th>
            <Table.Th scope="col">Pedido de información</Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">Acción</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {inbox.data.tramites.map((row) => (
            <Table.Tr key={row.nroTramite}>
              <Table.Th scope="row" fw={400}>
                <Anchor component={Link} to={caseDetailPath(row.nroTramite)}>
                  {row.nroTramite}
                </Anchor>
              </Table.Th>
              <Table.Td>{row.areaConsulta.descripcion}</Table.Td>
              <Table.Td>{row.motivoWebDetalle}</Table.Td>
              <Table.Td>{formatOrderDate(new Date(row.inicio))}</Table.Td>
              <Table.Td>{formatDateTime(new Date(row.fechaUltimoContacto))}</Table.Td>
              <Table.Td>
                <AnswerButton row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
