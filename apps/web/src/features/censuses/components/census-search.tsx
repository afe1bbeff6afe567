import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { censusSearchFilters, type CensusSearchFilters } from '@portal/contracts';
import { CENSUS_MOVEMENTS, CENSUS_MOVEMENT_LABELS } from '@portal/domain/censuses';
import { MESSAGES } from '@portal/domain/app';
import { parseAffiliateNumber } from '@portal/domain/affiliates';
import { useState } from 'react';
import { DateRangeFields } from '@/components/date-field/date-range-fields';
import { EmptyState } from '@/components/empty-state';
import { AffiliateNumberInput } from '@/entities/affiliate/affiliate-number-input';
import { errorMessage } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { formatServerDay, typedDayToServer } from '@/lib/format';
import { useCensusSearch, type CensusSearch } from '../api/search-census';
import { useCensusEvents } from '../live/census-events';
import { Pager } from '@/components/pager';
import { CensusResults } from './census-results';

const EMPTY: CensusSearchFilters = { desde: '', hasta: '', afiliado: '', movimiento: '' };

/** The query of the filters as typed; empty filters are left out (the server's defaults). */
function queryOf(values: CensusSearchFilters): CensusSearch {
  const number = parseAffiliateNumber(values.afiliado);
  const movimiento = CENSUS_MOVEMENTS.find((movement) => movement === values.movimiento);
  return {
    ...(values.desde ? { fechaDesde: typedDayToServer(values.desde) ?? undefined } : {}),
    ...(values.hasta ? { fechaHasta: typedDayToServer(values.hasta) ?? undefined } : {}),
    ...(number.ok ? { contra: number.value.contra, inte: number.value.inte } : {}),
    ...(movimiento ? { movimiento } : {}),
    pagina: 1,
  };
}

/** Búsqueda de Censos: by default the last 15 days; dates, affiliate and movement narrow it. */
export function CensusSearchPanel({ heading }: { heading: string }) {
  const [query, setQuery] = useState<CensusSearch>({ pagina: 1 });
  const search = useCensusSearch(query);
  // The auditor's decisions on the rows shown arrive live.
  useCensusEvents();
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(censusSearchFilters, { sync: true }),
  });

  const submit = form.onSubmit(
    (values) => setQuery(queryOf(values)),
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );
  const data = search.data;

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {heading}
      </Title>
      <form onSubmit={submit} noValidate aria-label={heading}>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <DateRangeFields form={form} from="desde" to="hasta" />
            <NativeSelect
              label="Movimiento"
              data={[
                { value: '', label: 'Todos' },
                ...CENSUS_MOVEMENTS.map((id) => ({ value: id, label: CENSUS_MOVEMENT_LABELS[id] })),
              ]}
              {...form.getInputProps('movimiento')}
            />
          </Group>
          <div className="grow-field">
            <AffiliateNumberInput {...form.getInputProps('afiliado')} />
          </div>
          <Group gap="sm">
            <Button type="submit" loading={search.isFetching}>
              Buscar
            </Button>
            <Button
              type="button"
              variant="default"
              onClick={() => {
                form.setValues(EMPTY);
                form.clearErrors();
                setQuery({ pagina: 1 });
              }}
            >
              Limpiar filtros
            </Button>
          </Group>
        </Stack>
      </form>

      <div
        aria-live="polite"
        aria-busy={search.isFetching}
        className={search.isFetching ? 'result-slot result-slot--busy' : 'result-slot'}
      >
        {search.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(search.error)}
          </Alert>
        )}
        {data && (
          <Stack gap="sm">
            <Text size="sm">
              {`Del ${formatServerDay(data.fechaDesde)} al ${formatServerDay(data.fechaHasta)}: ${data.total} ${data.total === 1 ? 'registro' : 'registros'}.`}
            </Text>
            {data.filas.length === 0 ? (
              <EmptyState
                title={MESSAGES.noResults}
                hint="Probá con otras fechas o con otro filtro."
              />
            ) : (
              <CensusResults rows={data.filas} caption={heading} />
            )}
            <Pager
              page={data.pagina}
              size={data.cantidad}
              total={data.total}
              onPage={(pagina) => setQuery((current) => ({ ...current, pagina }))}
            />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
