import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ProviderSearchQuery, ProviderSummary } from '@portal/contracts';
import { formatCuit } from '@portal/domain/payments';
import { PROVIDER_TYPE_NAMES, PROVIDER_TYPES, type ProviderType } from '@portal/domain/provider';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice } from '@/lib/error-notice';
import { CreateProviderDialog } from './create-provider-dialog';
import { useMayManageAccounts } from './may-manage';
import { useProviderSearch } from './providers-api';

const TYPE_OPTIONS = [
  { value: '', label: 'Todos' },
  ...PROVIDER_TYPES.map((type) => ({ value: type, label: PROVIDER_TYPE_NAMES[type] })),
];

function queryOf(params: URLSearchParams): ProviderSearchQuery {
  const tipo = params.get('tipo') as ProviderType | null;
  return {
    q: params.get('q') || undefined,
    tipo: tipo && PROVIDER_TYPES.includes(tipo) ? tipo : undefined,
    localidad: params.get('localidad') || undefined,
    pagina: Number(params.get('pagina')) || 1,
  };
}

function ProviderCard({ provider }: { provider: ProviderSummary }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={provider.razonSocial}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={String(provider.codigo)} fw={600}>
            {provider.razonSocial}
          </Anchor>
          {provider.baja && (
            <Badge color="red" variant="light">
              De baja
            </Badge>
          )}
        </Group>
        <Text size="sm">
          Código {provider.codigo} · CUIT {formatCuit(provider.cuit)}
        </Text>
        <Text size="sm" c="dimmed">
          {provider.tipoDescripcion} · {provider.localidad}, {provider.provincia}
        </Text>
      </Stack>
    </Card>
  );
}

/** Find a provider by code, CUIT or name, type and locality; the results as cards. */
export function ProviderSearchPage() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const [draft, setDraft] = useState({
    q: query.q ?? '',
    tipo: query.tipo ?? '',
    localidad: query.localidad ?? '',
  });
  const [creating, setCreating] = useState(false);
  const mayManage = useMayManageAccounts();
  const search = useProviderSearch(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(draft)) if (value.trim()) next.set(key, value.trim());
    setParams(next);
  };
  const goTo = (pagina: number) => {
    const next = new URLSearchParams(params);
    next.set('pagina', String(pagina));
    setParams(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Prestadores</Title>
        {mayManage && <Button onClick={() => setCreating(true)}>Nueva cuenta de prestador</Button>}
      </Group>
      <form role="search" aria-label="Buscar prestadores" onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Código, CUIT o nombre"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })}
            style={{ flex: '1 1 16rem' }}
          />
          <NativeSelect
            label="Tipo"
            data={TYPE_OPTIONS}
            value={draft.tipo}
            onChange={(event) => setDraft({ ...draft, tipo: event.currentTarget.value })}
            style={{ flex: '1 1 10rem' }}
          />
          <TextInput
            label="Localidad"
            value={draft.localidad}
            onChange={(event) => setDraft({ ...draft, localidad: event.currentTarget.value })}
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit">Buscar</Button>
        </Group>
      </form>
      <ErrorNotice error={search.error} />
      {search.isPending && <Loader aria-label="Buscando prestadores" />}
      {search.data && (
        <>
          <Text size="sm" role="status">
            {search.data.total === 0
              ? 'No encontramos prestadores con esos datos.'
              : search.data.total === 1
                ? '1 prestador'
                : `${search.data.total.toLocaleString('es-AR')} prestadores`}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {search.data.items.map((provider) => (
              <ProviderCard key={provider.codigo} provider={provider} />
            ))}
          </SimpleGrid>
          {search.data.paginas > 1 && (
            <Pagination
              total={search.data.paginas}
              value={search.data.pagina}
              onChange={goTo}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Página anterior' : 'Página siguiente',
              })}
              withEdges={false}
              getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
            />
          )}
        </>
      )}
      {mayManage && <CreateProviderDialog opened={creating} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
