import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADDRESS_DEBOUNCE_MS, DIRECTORY_MESSAGES, localityLabel } from '@portal/domain/directory';
import { useState } from 'react';
import { useLocalitySuggestions, type DirectoryAudience } from '../api/directory';

export interface ChosenLocality {
  id: number;
  label: string;
}

interface Props {
  audience: DirectoryAudience;
  value: ChosenLocality;
  onChange: (value: ChosenLocality) => void;
}

/**
 * The locality autocomplete (spec §2, §9): it asks from the third letter, a second after typing
 * stops; each suggestion shows locality, partido and province.
 */
export function LocalityField({ audience, value, onChange }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value.label);
  const [debounced] = useDebouncedValue(text, ADDRESS_DEBOUNCE_MS);
  // Once one is chosen, or while typing has not paused on the same text, nothing is asked.
  const asking = value.id || debounced !== text ? '' : debounced;
  const results = useLocalitySuggestions(audience, asking);
  const options = asking ? (results.data ?? []) : [];

  const pick = (id: string) => {
    const locality = options.find((option) => String(option.id) === id);
    if (!locality) return;
    const label = localityLabel(locality);
    onChange({ id: locality.id, label });
    setText(label);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          className="grow-field"
          label="Localidad"
          placeholder={DIRECTORY_MESSAGES.localityPlaceholder}
          autoComplete="off"
          maxLength={60}
          value={text}
          rightSection={results.isFetching ? <Loader size="xs" aria-label="Buscando" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value.id) onChange({ id: 0, label: '' });
            combobox.openDropdown();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && options.length > 0 && !value.id) event.preventDefault();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options aria-label="Localidades sugeridas">
          {options.map((locality) => (
            <Combobox.Option key={locality.id} value={String(locality.id)}>
              {localityLabel(locality)}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
