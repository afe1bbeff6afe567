import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { UntilHydrated } from '@/components/until-hydrated';
import { CONTENT_MESSAGES, BRANCH_SEARCH } from '@portal/domain/content';
import { useDeferredValue, useState } from 'react';
import { LoadError } from '@/components/detail-page/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { useBranches } from '../api/content';
import { OpeningHours, PhoneLink } from './opening-hours';

/** mapa-de-sucursales: every branch with address, phone and hours, searched as one types. */
export function BranchesBlock() {
  const [texto, setTexto] = useState('');
  const search = useDeferredValue(texto.trim());
  const branches = useBranches(search);
  const list = branches.data?.sucursales ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="sucursales-titulo">
      <Title order={2} size="h3" id="sucursales-titulo">
        Sucursales
      </Title>
      {/* Prerendered: typing waits for the island, whose mount would wipe what was typed before. */}
      <UntilHydrated>
        <TextInput
          label="Buscar por localidad, provincia o dirección"
          value={texto}
          maxLength={BRANCH_SEARCH.maxLength}
          onChange={(event) => setTexto(event.currentTarget.value)}
          maw={420}
        />
      </UntilHydrated>
      {branches.isError && <LoadError error={branches.error} />}
      {branches.isPending && <LoadingScreen />}
      {branches.isSuccess && list.length === 0 && <Text>{CONTENT_MESSAGES.noBranches}</Text>}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        aria-label="Sucursales"
        className="content-cards"
      >
        {list.map((branch) => (
          <Paper key={branch.id} withBorder p="md" radius="md" component="li">
            <Title order={3} size="h5">
              {branch.nombre}
            </Title>
            <Text size="sm">
              {branch.direccion}, {branch.localidad}, {branch.provincia}
            </Text>
            <Text size="sm">
              Teléfono: <PhoneLink numero={branch.telefono} />
            </Text>
            <OpeningHours horarios={branch.horarios} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
