import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import type { StaffHome } from '@portal/contracts';
import { formatNumber } from '@portal/domain/format';
import { Link } from 'react-router';

const OLDEST = 'mas-de-7-dias';

/** What waits on the person logged in: one card per queue of their roles. */
export function MineCards({ home }: { home: StaffHome }) {
  const mine = home.colas.filter((queue) => queue.mia);
  if (mine.length === 0) {
    return (
      <Text>Ninguna cola es de tus roles: los números de abajo son de toda la aseguradora.</Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {mine.map((queue) => {
        const late = queue.porAntiguedad.find((count) => count.id === OLDEST)?.cantidad ?? 0;
        return (
          <Card key={queue.id} withBorder component="section" aria-label={queue.nombre}>
            <Anchor component={Link} to={`/colas/${queue.id}`} fw={700}>
              {queue.nombre}
            </Anchor>
            <Text size="xl" fw={700}>
              {queue.pendientes === 1
                ? '1 pendiente'
                : `${formatNumber(queue.pendientes)} pendientes`}
            </Text>
            <Text size="sm" c={late > 0 ? 'red.9' : 'dimmed'}>
              {late === 1
                ? '1 espera hace más de 7 días'
                : `${formatNumber(late)} esperan hace más de 7 días`}
            </Text>
            <Text size="sm" c="dimmed">
              Hoy: {formatNumber(queue.hoy.recibidos)} recibidos,{' '}
              {formatNumber(queue.hoy.decididos)} decididos
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
