import { Box, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@portal/domain/format';
import { queueDefinition, type QueueId } from '@portal/domain/queues';
import { useSearchParams } from 'react-router';
import { ErrorNotice } from '@/lib/error-notice';
import { useQueueEvents } from './queue-events';
import { QueueFilters } from './queue-filters';
import { QueueItems } from './queue-items';
import { SORT_OPTIONS } from './queue-options';
import { filtersFromSearch, nextSearch, queryFromSearch } from './queue-search';
import { useQueuePage } from './queues-api';
import { Pager } from './pager';

function totalText(total: number, exact: boolean): string {
  if (!exact) return `Más de ${formatNumber(total)} pendientes`;
  return total === 1 ? '1 pendiente' : `${formatNumber(total)} pendientes`;
}

/** One queue: what waits on the insurer, filtered, sorted and paged by the URL. */
export default function QueueListPage({ queue }: { queue: QueueId }) {
  const [search, setSearch] = useSearchParams();
  const query = queryFromSearch(search);
  const list = useQueuePage(queue, query);
  useQueueEvents();
  const change = (changes: Parameters<typeof nextSearch>[1]) =>
    setSearch(nextSearch(search, changes));
  const sort = `${query.orden ?? 'edad'}:${query.sentido ?? (query.orden === 'fecha' ? 'desc' : 'asc')}`;
  const data = list.data;
  const stale = list.isPlaceholderData;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="md">
      <Title order={1}>{queueDefinition(queue).label}</Title>
      <QueueFilters
        key={search.toString()}
        queue={queue}
        initial={filtersFromSearch(search)}
        onApply={(filters) => change(filters)}
      />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text role="status" fw={600}>
          {data ? totalText(data.total, data.totalExacto) : ''}
        </Text>
        <NativeSelect
          label="Ordenar"
          w={{ base: '100%', xs: 300 }}
          data={SORT_OPTIONS}
          value={sort}
          onChange={(event) => {
            const [orden, sentido] = event.currentTarget.value.split(':');
            change({ orden, sentido });
          }}
        />
      </Group>
      <ErrorNotice error={list.error} />
      {list.isPending && <Loader aria-label="Cargando la cola" />}
      {data && data.items.length === 0 && <Text>No hay pendientes con estos filtros.</Text>}
      {data && data.items.length > 0 && (
        // While a new filter or page loads, the previous rows stay in view, dimmed and not
        // openable: a click must not open an item of a list the staff member has left.
        <Box aria-busy={stale} inert={stale} opacity={stale ? 0.5 : 1}>
          <QueueItems queue={queue} items={data.items} openable={!stale} />
        </Box>
      )}
      <Pager
        pages={pages}
        page={data?.page ?? 1}
        onChange={(page) => change({ page: String(page) })}
      />
    </Stack>
  );
}
