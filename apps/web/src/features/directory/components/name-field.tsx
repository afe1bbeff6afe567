import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADDRESS_DEBOUNCE_MS, type SectionKind } from '@portal/domain/directory';
import { useNameSuggestions, type DirectoryAudience } from '../api/directory';

interface Props {
  audience: DirectoryAudience;
  seccion: SectionKind;
  value: string;
  onChange: (value: string) => void;
}

/** Search by name (ape_razon) with its own autocomplete, on the same 3 letters and pause. */
export function NameField({ audience, seccion, value, onChange }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [debounced] = useDebouncedValue(value, ADDRESS_DEBOUNCE_MS);
  const asking = debounced === value ? debounced : '';
  const results = useNameSuggestions(audience, seccion, asking);
  const options = (asking ? (results.data ?? []) : []).filter((name) => name !== value);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(name) => {
        onChange(name);
        combobox.closeDropdown();
      }}
      withinPortal={false}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          className="grow-field"
          label="Nombre o razón social"
          placeholder="Ej.: González"
          autoComplete="off"
          maxLength={80}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options aria-label="Nombres sugeridos">
          {options.map((name) => (
            <Combobox.Option key={name} value={name}>
              {name}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
