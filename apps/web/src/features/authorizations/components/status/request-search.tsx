import '@mantine/core/styles/Pagination.css';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DateRangeFields } from '@/components/date-field/date-range-fields';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { EmptyState } from '@/components/empty-state';
import { AffiliateNumberInput } from '@/entities/affiliate/affiliate-number-input';
import { errorMessage } from '@/lib/api-error';
import { useClock } from '@/lib/clock';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { formatServerDay } from '@/lib/format';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { exportRequests, useRequestSearch, type RequestExport } from '../../api/search-requests';
import { RequestResults } from './request-results';
import {
  buildRequestQuery,
  defaultFilters,
  exportFileName,
  STATE_FILTERS,
  type RequestFilters,
} from './search-filters';

const PAGE_SIZE = 20;

const CONTROL_LABELS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

/** Estado de Trámites: the provider's requests by date, affiliate, number and state. */
export function RequestSearch() {
  const now = useClock();
  const http = useHttp();
  const provider = useProviderId();
  const offer = useOfferDownload();
  const reportError = useReportError();
  const form = useForm<RequestFilters>({
    mode: 'controlled',
    initialValues: defaultFilters(now()),
    // The window's rules read both dates: an error on one is stale once either changes.
    onValuesChange: () => {
      form.clearErrors();
    },
    validate: (values) => {
      const built = buildRequestQuery(values, now());
      return built.ok ? {} : built.errors;
    },
  });
  // The default window is searched at once: what a front desk opens this tab for.
  const [query, setQuery] = useState<RequestExport>(() => {
    const built = buildRequestQuery(defaultFilters(now()), now());
    return built.ok ? built.query : {};
  });
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const search = useRequestSearch({ ...query, pagina: page, cantidad: PAGE_SIZE });

  const submit = form.onSubmit(
    (values) => {
      const built = buildRequestQuery(values, now());
      if (!built.ok) return;
      setQuery(built.query);
      setPage(1);
    },
    (_errors, _values, event) => focusFirstInvalid(event?.currentTarget ?? null),
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await exportRequests(http, provider, query);
      offer(blob, exportFileName(query, now()), {
        message: 'El listado de trámites está listo para descargar.',
      });
    } catch (error) {
      reportError(error);
    } finally {
      setExporting(false);
    }
  };

  const data = search.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.cantidad)) : 1;
  const caption = data
    ? `Trámites del ${formatServerDay(data.fechaDesde)} al ${formatServerDay(data.fechaHasta)}`
    : 'Trámites';

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Búsqueda de trámites">
        <Group align="flex-start" gap="md" wrap="wrap">
          <DateRangeFields
            form={form}
            from="desde"
            to="hasta"
            fromDescription="Vacío: 15 días antes de la fecha hasta"
            toDescription="Vacío: hoy"
            w={200}
          />
          <AffiliateNumberInput {...form.getInputProps('afiliado')} w={280} />
          <TextInput
            label="Número de trámite"
            inputMode="numeric"
            maxLength={10}
            w={200}
            {...form.getInputProps('numero')}
          />
          <NativeSelect
            label="Estado"
            w={180}
            data={[{ value: '', label: 'Todos' }, ...STATE_FILTERS]}
            {...form.getInputProps('estado')}
          />
        </Group>
        <Group mt="md">
          <Button type="submit" loading={search.isFetching}>
            Buscar
          </Button>
          <Button variant="light" loading={exporting} onClick={() => void exportCsv()}>
            Exportar CSV
          </Button>
        </Group>
      </form>

      <div aria-busy={search.isFetching}>
        {search.isError ? (
          <Alert color="red" variant="light" title="Ups!">
            {errorMessage(search.error)}
          </Alert>
        ) : !data ? (
          <Text size="sm" role="status">
            Buscando trámites…
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm" role="status">
              {caption}: {data.total === 1 ? '1 trámite' : `${data.total} trámites`}.
            </Text>
            {data.items.length > 0 ? (
              <RequestResults rows={data.items} caption={caption} />
            ) : (
              <EmptyState
                title="No se encontraron trámites con esos datos."
                hint="Revisá los datos o ampliá el rango de fechas."
              />
            )}
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
                getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
                aria-label="Páginas de resultados"
              />
            )}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
