import '@/components/page-layout.css';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/format';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { ServerRefusal } from '@/components/server-refusal';
import { useWaitingRoom } from '../api/telemedicine';

/** The portal's own waiting room, standing in for the telemedicine service on one machine. */
export default function WaitingRoomRoute() {
  const { sesion = '' } = useParams();
  const [search] = useSearchParams();
  const room = useWaitingRoom(sesion, search.get('expira') ?? '', search.get('firma') ?? '');

  return (
    <PageShell title="Sala de espera de telemedicina">
      {room.error ? (
        <Stack gap="sm">
          <ServerRefusal error={room.error} />
          <Anchor component={Link} to="/telemedicina">
            Abrir una nueva sesión
          </Anchor>
        </Stack>
      ) : !room.data ? (
        <Loader size="sm" aria-label="Cargando" />
      ) : (
        <Alert color="green" variant="light" role="status" title="Estás en la sala de espera">
          <Stack gap={4}>
            <Text>{`Sesión de telemedicina de ${room.data.prestador}.`}</Text>
            <Text>Un profesional de la red se va a conectar en breve; no cierres esta página.</Text>
            <Text size="sm" c="dimmed">
              {`El enlace de ingreso vence el ${formatDateTime(new Date(room.data.expira))}.`}
            </Text>
          </Stack>
        </Alert>
      )}
    </PageShell>
  );
}
