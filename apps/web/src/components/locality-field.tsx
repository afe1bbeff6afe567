import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Combobox, Loader, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADDRESS_DEBOUNCE_MS } from '@portal/domain/directory';
import { useState } from 'react';

/** The locality chosen from the suggestions (id 0: none yet) and the text the field shows. */
export interface ChosenLocality {
  id: number;
  text: string;
}

export interface LocalityOption {
  id: number;
  /** How the suggestion reads (with its partido, province or postcode). */
  label: string;
  /** What the field shows once it is chosen. */
  chosen: string;
}

export interface LocalitySearch {
  text: string;
  setText: (text: string) => void;
  /** What to ask suggestions for: '' while typing has not paused, or once one is chosen. */
  asking: string;
}

/**
 * The typed text of a locality field and what to ask for it (spec §5, §9: a second after typing
 * stops). Its owner asks its own call with `asking`: the directory's and Mis datos' differ.
 */
export function useLocalitySearch(chosen: ChosenLocality): LocalitySearch {
  const [text, setText] = useState(chosen.text);
  const [debounced] = useDebouncedValue(text, ADDRESS_DEBOUNCE_MS);
  const asking = chosen.id || debounced !== text ? '' : debounced;
  return { text, setText, asking };
}

interface Props extends Pick<
  TextInputProps,
  'label' | 'placeholder' | 'required' | 'disabled' | 'className'
> {
  search: LocalitySearch;
  options: readonly LocalityOption[];
  fetching: boolean;
  value: ChosenLocality;
  onChange: (value: ChosenLocality) => void;
  error?: unknown;
  /** The suggestion list's accessible name. */
  listLabel: string;
  maxLength?: number;
}

/**
 * A locality autocomplete: typing drops the locality chosen before; a suggestion picked is the
 * value. Not a form of its own: the directory's search and Mis datos' place form hold the value.
 */
export function LocalityField({
  search,
  options,
  fetching,
  value,
  onChange,
  error,
  listLabel,
  ...field
}: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const shown = value.id ? [] : options;

  const pick = (id: string) => {
    const locality = shown.find((option) => String(option.id) === id);
    if (!locality) return;
    onChange({ id: locality.id, text: locality.chosen });
    search.setText(locality.chosen);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          {...field}
          autoComplete="off"
          value={search.text}
          error={error as TextInputProps['error']}
          rightSection={fetching ? <Loader size="xs" aria-label="Buscando" /> : null}
          onChange={(event) => {
            search.setText(event.currentTarget.value);
            if (value.id) onChange({ id: 0, text: '' });
            combobox.openDropdown();
          }}
          onKeyDown={(event) => {
            // Enter while suggestions are shown picks one; it must not send the form.
            if (event.key === 'Enter' && shown.length > 0) event.preventDefault();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={shown.length === 0}>
        <Combobox.Options aria-label={listLabel}>
          {shown.map((locality) => (
            <Combobox.Option key={locality.id} value={String(locality.id)}>
              {locality.label}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
