import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ServiceDto } from '@portal/contracts';
import { MESSAGES } from '@portal/domain/app';
import { useEffect, useEffectEvent, useState } from 'react';
import type { LookupScope } from '@/entities/coverage/lookup-scope';
import { serviceSearchParams, useServiceSearch } from './services';

/** How a service reads in the field and in the list: its code, then its description. */
export function serviceLabel(service: ServiceDto): string {
  return `${service.codigo} · ${service.descripcion}`;
}

/** Typing pauses this long before a search starts: one call per pause, not per key. */
export const SERVICE_SEARCH_DEBOUNCE_MS = 300;

interface Props {
  scope: LookupScope;
  value: ServiceDto | null;
  onChange: (service: ServiceDto | null) => void;
  label?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Service type-ahead by code or description. A full code typed by hand is taken as soon as the
 * server confirms it, so "420101" then Enter needs no mouse; arrows and Enter pick from the list.
 */
export function ServiceSearch({
  scope,
  value,
  onChange,
  label = 'Prestación',
  error,
  required,
  disabled,
  autoFocus,
}: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value ? serviceLabel(value) : '');
  const [debounced] = useDebouncedValue(text, SERVICE_SEARCH_DEBOUNCE_MS);
  const searching = value === null ? debounced : '';
  const results = useServiceSearch(scope, searching);
  const options = value === null ? (results.data ?? []) : [];

  // A value chosen from outside (or just picked) shows as its label.
  useEffect(() => {
    if (value !== null) setText(serviceLabel(value));
  }, [value]);

  // Once per fresh answer to what is typed now (not to a stale, slower one).
  const onAnswer = useEffectEvent((services: ServiceDto[]) => {
    if (value !== null || searching !== text) return;
    const exact = services.find((service) => String(service.codigo) === searching.trim());
    if (exact) {
      onChange(exact);
      combobox.closeDropdown();
    } else if (services.length > 0) {
      combobox.selectFirstOption();
    }
  });
  useEffect(() => {
    if (results.data && !results.isPlaceholderData) onAnswer(results.data);
  }, [results.data, results.isPlaceholderData]);

  const pick = (code: string) => {
    const service = options.find((option) => String(option.codigo) === code);
    if (!service) return;
    onChange(service);
    setText(serviceLabel(service));
    combobox.closeDropdown();
  };

  const asked = serviceSearchParams(searching) !== null;
  const hint = value
    ? `Nomenclador ${value.nomenclador}`
    : 'Escribí el código o al menos 3 letras de la descripción.';

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          description={hint}
          placeholder="Código o descripción"
          autoComplete="off"
          required={required}
          disabled={disabled}
          autoFocus={autoFocus}
          error={error}
          value={text}
          rightSection={results.isFetching ? <Loader size="xs" aria-label="Buscando" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value !== null) onChange(null);
            combobox.openDropdown();
          }}
          onFocus={() => {
            if (value === null && options.length > 0) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!asked || value !== null}>
        <Combobox.Options
          aria-label="Prestaciones encontradas"
          mah={280}
          style={{ overflowY: 'auto' }}
        >
          {options.map((service) => (
            <Combobox.Option value={String(service.codigo)} key={service.codigo}>
              {serviceLabel(service)}
            </Combobox.Option>
          ))}
          {options.length === 0 && !results.isFetching && (
            <Combobox.Empty>{MESSAGES.noResults}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
