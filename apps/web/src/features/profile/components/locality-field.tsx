import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADDRESS_DEBOUNCE_MS } from '@portal/domain/directory';
import { PROFILE_MESSAGES } from '@portal/domain/profile';
import { useState } from 'react';
import { useLocalities } from '../api/profile';

interface Props {
  label: string;
  provincia: number;
  value: { id: number; descripcion: string };
  error?: unknown;
  disabled?: boolean;
  onChange: (value: { id: number; descripcion: string }) => void;
}

/**
 * A searchable locality of the chosen province (the existing locality data): at least 3
 * letters, searched a second after typing stops (spec §5 address autocomplete).
 */
export function LocalityField({ label, provincia, value, error, disabled, onChange }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value.descripcion);
  const [debounced] = useDebouncedValue(text, ADDRESS_DEBOUNCE_MS);
  // Only once typing stopped: the debounced text of a picked locality is not searched again.
  const searching = value.id || debounced !== text ? '' : debounced;
  const results = useLocalities(provincia, searching);
  const options = value.id ? [] : (results.data ?? []);

  const pick = (id: string) => {
    const locality = options.find((option) => String(option.id) === id);
    if (!locality) return;
    onChange({ id: locality.id, descripcion: locality.nombre });
    setText(locality.nombre);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={PROFILE_MESSAGES.searchTooShort}
          required
          autoComplete="off"
          disabled={disabled}
          value={text}
          error={error as string | undefined}
          rightSection={results.isFetching ? <Loader size="xs" aria-label="Buscando" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value.id) onChange({ id: 0, descripcion: '' });
            combobox.openDropdown();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !value.id) event.preventDefault();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options aria-label={`Localidades para ${label.toLowerCase()}`}>
          {options.map((locality) => (
            <Combobox.Option key={locality.id} value={String(locality.id)}>
              {`${locality.nombre} (${locality.partido}, CP ${locality.codigoPostal})`}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
