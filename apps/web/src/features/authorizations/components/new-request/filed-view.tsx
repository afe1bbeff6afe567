import { Alert, Anchor, Button, DataList, Group, Paper, Stack, Title } from '@mantine/core';
import type { FiledAuthorizationResponse } from '@portal/contracts';
import { AUTHORIZATION_STATE } from '@portal/domain/authorizations';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useRequestDetail } from '../../api/request-detail';
import { formatDay } from '../shared/format-day';
import { requestDetailPath } from '../paths';
import { PdfButton } from '../shared/pdf-button';
import { processText } from '../shared/process-text';
import { StateBadge } from '../shared/state-badge';

interface Props {
  filed: FiledAuthorizationResponse;
  onNew: () => void;
}

/**
 * After saving: the number, its state and process, the insurer's answer when immediate. The
 * request is read again, so a decision taken while the page stays open shows here too (the live
 * events refresh the detail query); until then the save's own answer is shown.
 */
export function FiledView({ filed, onNew }: Props) {
  const { mensaje } = filed;
  const live = useRequestDetail(filed.autorizacion.nroAutorizacion);
  const request = live.data ?? filed.autorizacion;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const approved = request.estado.id === AUTHORIZATION_STATE.aprobado;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="filed-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="filed-title" ref={heading} tabIndex={-1}>
          Trámite registrado: N.º {request.nroAutorizacion}
        </Title>
        <DataList labelWidth="9rem">
          <DataList.Item>
            <DataList.ItemLabel>Tipo</DataList.ItemLabel>
            <DataList.ItemValue>{request.tipoDescripcion}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Estado</DataList.ItemLabel>
            <DataList.ItemValue>
              <StateBadge estado={request.estado} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Proceso</DataList.ItemLabel>
            <DataList.ItemValue>{processText(request.proceso)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Etapa</DataList.ItemLabel>
            <DataList.ItemValue>{request.etapa}</DataList.ItemValue>
          </DataList.Item>
          {request.validezHasta && (
            <DataList.Item>
              <DataList.ItemLabel>Válida hasta</DataList.ItemLabel>
              <DataList.ItemValue>{formatDay(request.validezHasta)}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList>
        {mensaje && (
          <Alert color={approved ? 'green' : 'yellow'} variant="light" title="Respuesta">
            {mensaje}
          </Alert>
        )}
        <Group>
          <Anchor component={Link} to={requestDetailPath(request.nroAutorizacion)}>
            Ver el trámite
          </Anchor>
          {approved && <PdfButton nro={request.nroAutorizacion} label="Descargar autorización" />}
          <Button onClick={onNew}>Nuevo trámite</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
