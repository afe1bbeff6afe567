import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatOrderDate } from '@portal/domain/format';
import { useState } from 'react';
import { DateRangeFields } from '@/components/date-field/date-range-fields';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-error';
import { useClock } from '@/lib/clock';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useAreas } from '../../api/areas';
import { useCaseSearch } from '../../api/search-cases';
import { useCaseProvider } from '../../provider-context';
import { useCaseAmbit } from '../../use-case-ambit';
import { CaseResultsTable } from './case-results-table';
import {
  buildSearchRequest,
  EMPTY_FILTERS,
  lastDayOf,
  STATUS_FILTERS,
  type SearchBuild,
  type SearchFilters,
} from './search-request';

/** Estado de Trámites: the provider's cases by filing date, area and state (spec §5, §7). */
export function CaseSearch() {
  const provider = useCaseProvider();
  const ambit = useCaseAmbit();
  const now = useClock();
  const areas = useAreas(ambit);
  const searchOf = (filters: SearchFilters) =>
    buildSearchRequest(filters, { code: provider.code, ambit }, now());
  // The default window is searched at once: what a front desk opens this tab for.
  const [submitted, setSubmitted] = useState<SearchBuild>(() => searchOf(EMPTY_FILTERS));
  // The search's own values are typed filters, not its query: the domain reads the dates and
  // names the field that is wrong (a day that does not exist, a start after the end, a range).
  const form = useForm<SearchFilters>({
    mode: 'controlled',
    initialValues: EMPTY_FILTERS,
    validate: (filters) => {
      const built = searchOf(filters);
      return built.ok ? {} : built.errors;
    },
    // Both dates make one window: changing either answers the window's message.
    onValuesChange: () => form.clearErrors(),
  });
  const search = useCaseSearch(submitted.ok ? submitted.request : null);

  const submit = form.onSubmit(
    (filters) => setSubmitted(searchOf(filters)),
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );

  const rows = search.data?.tramites ?? [];
  const caption = submitted.ok
    ? `Trámites iniciados del ${formatOrderDate(submitted.window.desde)} al ${formatOrderDate(lastDayOf(submitted.window))}`
    : '';

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Búsqueda de trámites">
        <Group align="flex-start" gap="md" wrap="wrap">
          <DateRangeFields
            form={form}
            from="desde"
            to="hasta"
            fromDescription="Vacío: últimos 15 días"
            toDescription="Vacío: hoy"
            w={200}
          />
          <NativeSelect
            label="Área"
            description="Área de consulta"
            data={[
              { value: '', label: 'Todas' },
              ...(areas.data ?? []).map((area) => ({
                value: String(area.id),
                label: area.descripcion,
              })),
            ]}
            {...form.getInputProps('areaId')}
            w={200}
          />
          <NativeSelect
            label="Estado"
            description="Estado del trámite"
            data={[{ value: '', label: 'Todos' }, ...STATUS_FILTERS]}
            {...form.getInputProps('estado')}
            w={180}
          />
        </Group>
        <Group mt="md">
          <Button type="submit" loading={search.isFetching}>
            Buscar
          </Button>
        </Group>
      </form>

      <div aria-busy={search.isFetching}>
        {search.isError ? (
          <Alert color="red" variant="light" title="Ups!">
            {errorMessage(search.error)}
          </Alert>
        ) : search.isPending ? (
          <Text size="sm" role="status">
            Buscando trámites…
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm" role="status">
              {caption}: {rows.length === 1 ? '1 trámite' : `${rows.length} trámites`}.
              {search.data?.truncado
                ? ' Se muestran los más recientes: acotá las fechas para ver el resto.'
                : ''}
            </Text>
            {rows.length > 0 ? (
              <CaseResultsTable rows={rows} caption={caption} />
            ) : (
              <EmptyState
                title="No se encontraron trámites con esos datos."
                hint="Revisá los datos o ampliá el rango de fechas."
              />
            )}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
