import {
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { staffAccountsCall, staffAuditCall, type StaffAuditEntry } from '@portal/contracts';
import {
  STAFF_AUDIT_ACTION_LABELS,
  STAFF_AUDIT_ACTIONS,
  type StaffAuditAction,
} from '@portal/domain/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCall } from '@/lib/call';
import { ErrorNotice } from '@/lib/error-notice';
import { formatDateTime } from '@/lib/format';
import { toServerDay } from './server-day';

interface Filters {
  staffId: string | null;
  action: StaffAuditAction | null;
  desde: string;
  hasta: string;
}

const ALL = { value: '', label: 'Todas' };
const ACTION_OPTIONS = STAFF_AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: STAFF_AUDIT_ACTION_LABELS[action],
}));

const describeChanges = (changes: StaffAuditEntry['changes']) =>
  Object.entries(changes)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');

/** The staff audit (admin): newest first, by person, action and days, a page at a time. */
export default function AuditPage() {
  const call = useCall();
  const [filters, setFilters] = useState<Filters>({
    staffId: null,
    action: null,
    desde: '',
    hasta: '',
  });
  const [page, setPage] = useState(1);
  const accounts = useQuery({ queryKey: ['cuentas'], queryFn: () => call(staffAccountsCall, {}) });
  const query = {
    staffId: filters.staffId ? Number(filters.staffId) : undefined,
    action: filters.action ?? undefined,
    desde: toServerDay(filters.desde),
    hasta: toServerDay(filters.hasta),
    page,
  };
  const audit = useQuery({
    queryKey: ['auditoria', query],
    queryFn: () => call(staffAuditCall, { query }),
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const data = audit.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="md">
      <Title order={1}>Auditoría de acciones</Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Persona"
          w={{ base: '100%', sm: 240 }}
          data={[
            ALL,
            ...(accounts.data ?? []).map((account) => ({
              value: String(account.id),
              label: `${account.name} (${account.email})`,
            })),
          ]}
          value={filters.staffId ?? ''}
          onChange={(event) => change({ staffId: event.currentTarget.value || null })}
        />
        <NativeSelect
          label="Acción"
          w={{ base: '100%', sm: 240 }}
          data={[ALL, ...ACTION_OPTIONS]}
          value={filters.action ?? ''}
          onChange={(event) =>
            change({ action: (event.currentTarget.value || null) as StaffAuditAction | null })
          }
        />
        <TextInput
          label="Desde"
          type="date"
          w={{ base: '100%', sm: 170 }}
          value={filters.desde}
          onChange={(event) => change({ desde: event.currentTarget.value })}
        />
        <TextInput
          label="Hasta"
          type="date"
          w={{ base: '100%', sm: 170 }}
          value={filters.hasta}
          onChange={(event) => change({ hasta: event.currentTarget.value })}
        />
      </Group>
      <ErrorNotice error={audit.error} />
      {audit.isPending && <Loader aria-label="Cargando la auditoría" />}
      {data && (
        <>
          <Text size="sm" role="status">
            {data.total === 1 ? '1 acción' : `${data.total} acciones`}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label="Acciones del personal">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha y hora</Table.Th>
                  <Table.Th>Persona</Table.Th>
                  <Table.Th>Acción</Table.Th>
                  <Table.Th>Sobre</Table.Th>
                  <Table.Th>Cambios</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                    <Table.Td>{entry.staffEmail ?? '—'}</Table.Td>
                    <Table.Td>{STAFF_AUDIT_ACTION_LABELS[entry.action]}</Table.Td>
                    <Table.Td>
                      {entry.targetKind ? `${entry.targetKind} ${entry.targetId ?? ''}` : '—'}
                    </Table.Td>
                    <Table.Td>{describeChanges(entry.changes) || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next'
                    ? 'Página siguiente'
                    : control === 'previous'
                      ? 'Página anterior'
                      : control === 'first'
                        ? 'Primera página'
                        : 'Última página',
              })}
              getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
