import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '@portal/domain/app';
import { useState, type ReactNode } from 'react';

interface Props<T> {
  label: string;
  description: string;
  placeholder: string;
  /** The answer for the text typed (asked once typing pauses). */
  useResults: (text: string) => { data: T[] | undefined; isFetching: boolean };
  /** Whether the text is enough to search (3 letters, or an ICD code). */
  searchable: (text: string) => boolean;
  keyOf: (item: T) => string;
  labelOf: (item: T) => string;
  value: T | null;
  onChange: (item: T | null) => void;
  disabled?: boolean;
  error?: ReactNode;
}

/** A field that suggests as you type and keeps the option picked (its label shows). */
export function TypeAhead<T>(props: Props<T>) {
  const { value, onChange, labelOf, keyOf } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value ? labelOf(value) : '');
  const [debounced] = useDebouncedValue(text, 300);
  const results = props.useResults(value ? '' : debounced);
  const options = value ? [] : (results.data ?? []);

  const pick = (key: string) => {
    const item = options.find((option) => keyOf(option) === key);
    if (!item) return;
    onChange(item);
    setText(labelOf(item));
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          autoComplete="off"
          disabled={props.disabled}
          error={props.error}
          value={text}
          rightSection={results.isFetching ? <Loader size="xs" aria-label="Buscando" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value) onChange(null);
            combobox.openDropdown();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={value !== null || !props.searchable(debounced)}>
        <Combobox.Options
          aria-label={`${props.label}: opciones`}
          mah={260}
          style={{ overflowY: 'auto' }}
        >
          {options.map((item) => (
            <Combobox.Option value={keyOf(item)} key={keyOf(item)}>
              {labelOf(item)}
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
