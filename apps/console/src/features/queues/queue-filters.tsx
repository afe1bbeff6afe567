import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { QueueId } from '@portal/domain/queues';
import { useState, type FormEvent } from 'react';
import { kindOptions, stateOptions } from './queue-options';
import { EMPTY_FILTERS, type Filters } from './queue-search';

const ALL = { value: '', label: 'Todos' };

/**
 * The list's filters, applied together with "Filtrar" (a request per keystroke would page a
 * 400,000-item queue for nothing). The parent keys this form by the URL so back and forward reset it.
 */
export function QueueFilters({
  queue,
  initial,
  onApply,
}: {
  queue: QueueId;
  initial: Filters;
  onApply: (filters: Filters) => void;
}) {
  const [filters, setFilters] = useState(initial);
  const kinds = kindOptions(queue);
  const states = stateOptions(queue);
  const set = (key: keyof Filters) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filters);
  };
  return (
    <form onSubmit={submit} aria-label="Filtros">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Código de prestador"
          inputMode="numeric"
          w={{ base: '100%', xs: 170 }}
          value={filters.prestador}
          onChange={(event) => set('prestador')(event.currentTarget.value)}
        />
        {kinds ? (
          <NativeSelect
            label="Tipo"
            w={{ base: '100%', xs: 240 }}
            data={[ALL, ...kinds]}
            value={filters.tipo}
            onChange={(event) => set('tipo')(event.currentTarget.value)}
          />
        ) : (
          <TextInput
            label="Tipo (código)"
            w={{ base: '100%', xs: 170 }}
            value={filters.tipo}
            onChange={(event) => set('tipo')(event.currentTarget.value)}
          />
        )}
        {states.length > 0 && (
          <NativeSelect
            label="Estado"
            w={{ base: '100%', xs: 170 }}
            data={[ALL, ...states]}
            value={filters.estado}
            onChange={(event) => set('estado')(event.currentTarget.value)}
          />
        )}
        <TextInput
          label="Esperando desde (días)"
          type="number"
          min={0}
          w={{ base: '47%', xs: 170 }}
          value={filters.edadDesde}
          onChange={(event) => set('edadDesde')(event.currentTarget.value)}
        />
        <TextInput
          label="Hasta (días)"
          type="number"
          min={0}
          w={{ base: '47%', xs: 120 }}
          value={filters.edadHasta}
          onChange={(event) => set('edadHasta')(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button type="submit">Filtrar</Button>
          <Button
            variant="default"
            onClick={() => {
              setFilters(EMPTY_FILTERS);
              onApply(EMPTY_FILTERS);
            }}
          >
            Limpiar
          </Button>
        </Group>
      </Group>
    </form>
  );
}
