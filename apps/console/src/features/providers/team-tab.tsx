import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@portal/contracts';
import { useState } from 'react';
import { ErrorNotice } from '@/lib/error-notice';
import { formatDateTime } from '@/lib/format';
import { useBlockUser } from './providers-api';

const STATE_COLORS: Record<TeamMember['estado'], string> = {
  Activo: 'green',
  Inactivo: 'gray',
  Bloqueado: 'red',
};

const fullName = (member: TeamMember) => `${member.nombre} ${member.apellido}`.trim();

function MemberCard({ member, onAsk }: { member: TeamMember; onAsk: () => void }) {
  const blocked = member.estado === 'Bloqueado';
  return (
    <Card withBorder padding="md" component="article" aria-label={fullName(member)}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{fullName(member)}</Text>
          <Badge color={STATE_COLORS[member.estado]} variant="light">
            {member.estado}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
        <Text size="sm" c="dimmed">
          {member.admin ? 'Administrador' : 'Subusuario'} · Último ingreso:{' '}
          {member.ultimoIngreso ? formatDateTime(member.ultimoIngreso) : 'nunca'}
        </Text>
        <Group justify="flex-end">
          <Button
            size="xs"
            variant={blocked ? 'default' : 'light'}
            color={blocked ? undefined : 'red'}
            onClick={onAsk}
            aria-label={`${blocked ? 'Desbloquear' : 'Bloquear'} a ${fullName(member)}`}
          >
            {blocked ? 'Desbloquear' : 'Bloquear'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The provider's users, each with its state, role and last access, to block or unblock. */
export function TeamTab({ codigo, team }: { codigo: number; team: TeamMember[] }) {
  const [asking, setAsking] = useState<TeamMember | null>(null);
  const block = useBlockUser(codigo);
  if (team.length === 0) return <Text>El prestador no tiene usuarios.</Text>;
  const blocking = asking?.estado !== 'Bloqueado';
  const close = () => {
    block.reset();
    setAsking(null);
  };
  const confirm = () => {
    if (!asking) return;
    block.mutate({ usuario: asking.id, bloqueado: blocking }, { onSuccess: () => setAsking(null) });
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {team.map((member) => (
          <MemberCard key={member.id} member={member} onAsk={() => setAsking(member)} />
        ))}
      </SimpleGrid>
      <Modal
        opened={asking !== null}
        onClose={close}
        title={blocking ? 'Bloquear al usuario' : 'Desbloquear al usuario'}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        <Stack gap="sm">
          <ErrorNotice error={block.error} />
          <Text>
            {asking &&
              (blocking
                ? `${fullName(asking)} (${asking.email}) no va a poder ingresar al portal y sus sesiones abiertas terminan ahora.`
                : `${fullName(asking)} (${asking.email}) va a poder volver a ingresar al portal.`)}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            {/* White on red's shade 8 falls under 4.5 to 1: shade 9 keeps AA. */}
            <Button
              color={blocking ? 'red.9' : undefined}
              loading={block.isPending}
              onClick={confirm}
            >
              {blocking ? 'Bloquear' : 'Desbloquear'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
