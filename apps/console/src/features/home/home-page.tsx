import { Loader, Stack, Text, Title } from '@mantine/core';
import { ErrorNotice } from '@/lib/error-notice';
import { useSession } from '@/lib/services';
import { BacklogTable } from './backlog-table';
import { useStaffHome, useTurnaround } from './home-api';
import { MineCards } from './mine-cards';
import { TurnaroundSection } from './turnaround-section';

/** The start after login: what waits on you, the whole backlog by age, today and the month. */
export function HomePage() {
  const session = useSession();
  const home = useStaffHome();
  const turnaround = useTurnaround();
  const firstMine = home.data?.colas.find((queue) => queue.mia)?.id;
  return (
    <Stack gap="lg">
      <Title order={1}>Hola, {session?.staff.name}</Title>
      <ErrorNotice error={home.error} />
      {home.isPending && <Loader aria-label="Cargando el inicio" />}
      {home.data && (
        <>
          <Stack gap="sm">
            <Title order={2}>Lo que espera por vos</Title>
            <MineCards home={home.data} />
          </Stack>
          <Stack gap="sm">
            <Title order={2}>Pendientes por antigüedad</Title>
            <Text size="sm" c="dimmed">
              Hoy cuenta desde las 0 h de Argentina.
            </Text>
            <BacklogTable home={home.data} />
          </Stack>
        </>
      )}
      <ErrorNotice error={turnaround.error} />
      {turnaround.data && home.data && (
        <TurnaroundSection turnaround={turnaround.data} initialQueue={firstMine} />
      )}
    </Stack>
  );
}
