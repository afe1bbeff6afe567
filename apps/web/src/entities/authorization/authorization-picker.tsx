import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatOrderDate } from '@portal/domain/format';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { useId, useState, type Ref } from 'react';
import { StatusBadge } from '@/components/status-badge';
import { errorMessage } from '@/lib/api-error';
import {
  useAuthorizationSearch,
  type AuthorizationSearch,
  type FoundAuthorization,
} from './authorization-search';

interface Props {
  provider: number;
  /** The workflow whose authorizations are listed; null until the user has chosen one. */
  workflowId: string | null;
  value: FoundAuthorization | null;
  onChange: (authorization: FoundAuthorization | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  focusRef?: Ref<HTMLDivElement>;
}

const ONLY_DIGITS = 'Ingresá solo números.';

function parseOptional(text: string, max: number): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value > max ? 'invalid' : value;
}

const affiliate = (row: FoundAuthorization) =>
  `${row.nombreApeAfi} · ${formatAffiliateNumber({ contra: row.contraAfi, middle: row.middleAfi, inte: row.inteAfi })}`;

/**
 * An authorization picked from the provider's own (spec §3, GET v2/busqueda-autorizaciones),
 * filtered by a workflow (for a support case, its category's) and optionally by affiliate or
 * number. It holds no caller's draft, so any area that picks an authorization can use it.
 */
export function AuthorizationPicker(props: Props) {
  const { provider, workflowId, value, onChange, error, disabled = false, focusRef } = props;
  const [filters, setFilters] = useState({ contra: '', inte: '', nroAuto: '' });
  const [filterErrors, setFilterErrors] = useState<Partial<Record<keyof typeof filters, string>>>(
    {},
  );
  const [applied, setApplied] = useState<Omit<AuthorizationSearch, 'prestad' | 'workflowId'>>({});
  const errorId = useId();
  const search: AuthorizationSearch | null =
    workflowId !== null ? { prestad: provider, workflowId, ...applied } : null;
  const results = useAuthorizationSearch(search);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const contra = parseOptional(filters.contra, 2_147_483_647);
    const inte = parseOptional(filters.inte, 99);
    const nroAuto = parseOptional(filters.nroAuto, 2_147_483_647);
    const found = {
      contra: contra === 'invalid' ? ONLY_DIGITS : undefined,
      inte: inte === 'invalid' ? 'Ingresá un número de integrante de 0 a 99.' : undefined,
      nroAuto: nroAuto === 'invalid' ? ONLY_DIGITS : undefined,
    };
    setFilterErrors(found);
    if (contra === 'invalid' || inte === 'invalid' || nroAuto === 'invalid') return;
    setApplied({ contra, inte, nroAuto });
  };

  const field = (name: keyof typeof filters) => ({
    value: filters[name],
    error: filterErrors[name],
    inputMode: 'numeric' as const,
    disabled,
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = event.currentTarget.value;
      setFilters((current) => ({ ...current, [name]: next }));
    },
  });

  if (workflowId === null) {
    return <Text size="sm">Elegí el motivo para buscar la autorización.</Text>;
  }

  const rows = results.data ?? [];
  return (
    <Stack gap="sm" ref={focusRef} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
      <Text fw={600} id={`${errorId}-title`}>
        Autorización sobre la que consultás
      </Text>
      {/* A nested <form> is not allowed: the filters submit on Enter through this handler. */}
      <Group
        align="flex-end"
        gap="sm"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) submit(event);
        }}
      >
        <TextInput label="N.º de afiliado" w={160} {...field('contra')} />
        <TextInput label="Integrante" w={100} maxLength={2} {...field('inte')} />
        <TextInput label="N.º de autorización" w={180} {...field('nroAuto')} />
        <Button variant="light" onClick={submit} disabled={disabled} loading={results.isFetching}>
          Buscar autorizaciones
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.8" id={errorId} role="alert">
          {error}
        </Text>
      )}
      {results.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(results.error)}
        </Alert>
      ) : results.isSuccess && rows.length === 0 ? (
        <Text size="sm">No encontramos autorizaciones con esos datos.</Text>
      ) : rows.length > 0 ? (
        <Radio.Group
          value={value ? String(value.nroAutorizacion) : ''}
          onChange={(next) =>
            onChange(rows.find((row) => String(row.nroAutorizacion) === next) ?? null)
          }
          aria-labelledby={`${errorId}-title`}
        >
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <span className="visually-hidden">Elegir</span>
                  </Table.Th>
                  <Table.Th>N.º de autorización</Table.Th>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Afiliado</Table.Th>
                  <Table.Th>Prestación</Table.Th>
                  <Table.Th>Estado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.nroAutorizacion}>
                    <Table.Td>
                      <Radio
                        value={String(row.nroAutorizacion)}
                        disabled={disabled}
                        aria-label={`Autorización ${row.nroAutorizacion}`}
                      />
                    </Table.Td>
                    <Table.Td>{row.nroAutorizacion}</Table.Td>
                    <Table.Td>{formatOrderDate(new Date(row.fechaAutorizacion))}</Table.Td>
                    <Table.Td>{affiliate(row)}</Table.Td>
                    <Table.Td>{row.prestacion}</Table.Td>
                    <Table.Td>
                      <StatusBadge estadoDesc={row.estadoDesc} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Radio.Group>
      ) : null}
      {value && (
        <Alert color="blue" variant="light" title={`Autorización N.º ${value.nroAutorizacion}`}>
          <Text size="sm">
            Trámite {value.nroTrmAutorizacion} · {affiliate(value)} ·{' '}
            {formatOrderDate(new Date(value.fechaAutorizacion))} · {value.prestacion}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
