import { Anchor, Badge, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatCuit } from '@portal/domain/payments';
import { Link, useParams } from 'react-router';
import { ErrorNotice } from '@/lib/error-notice';
import { ActivityTab } from './activity-tab';
import { ModulesTab } from './modules-tab';
import { PlacesTab } from './places-tab';
import { useProvider } from './providers-api';
import { TeamTab } from './team-tab';

/** One provider: its record, and its places, modules, team and the team's activity in tabs. */
export function ProviderPage() {
  const codigo = Number(useParams().codigo);
  const provider = useProvider(codigo);
  const detail = provider.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to=".." relative="path" size="sm">
        Volver a la búsqueda
      </Anchor>
      <ErrorNotice error={provider.error} />
      {provider.isPending && <Loader aria-label="Cargando el prestador" />}
      {detail && (
        <>
          <Stack gap={4}>
            <Group gap="sm" wrap="wrap">
              <Title order={1}>{detail.prestador.razonSocial}</Title>
              {detail.prestador.baja && (
                <Badge color="red" variant="light">
                  De baja
                </Badge>
              )}
            </Group>
            <Text size="sm">
              Código {detail.prestador.codigo} · CUIT {formatCuit(detail.prestador.cuit)} ·{' '}
              {detail.prestador.tipoDescripcion}
            </Text>
            <Text size="sm" c="dimmed">
              {detail.prestador.localidad}, {detail.prestador.provincia} · {detail.prestador.email}
            </Text>
          </Stack>
          <Tabs defaultValue="lugares" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="lugares">Lugares</Tabs.Tab>
              <Tabs.Tab value="modulos">Módulos</Tabs.Tab>
              <Tabs.Tab value="equipo">Equipo</Tabs.Tab>
              <Tabs.Tab value="actividad">Actividad</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="lugares" pt="md">
              <PlacesTab places={detail.lugares} />
            </Tabs.Panel>
            <Tabs.Panel value="modulos" pt="md">
              <ModulesTab codigo={codigo} modules={detail.modulos} />
            </Tabs.Panel>
            <Tabs.Panel value="equipo" pt="md">
              <TeamTab codigo={codigo} team={detail.equipo} />
            </Tabs.Panel>
            <Tabs.Panel value="actividad" pt="md">
              <ActivityTab codigo={codigo} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
