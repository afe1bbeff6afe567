import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Pill.css';
import { Combobox, Group, Loader, Pill, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DiagnosisDto } from '@portal/contracts';
import { formatIcd } from '@portal/domain/coverage';
import { MESSAGES } from '@portal/domain/app';
import { useEffect, useEffectEvent, useState } from 'react';
import { diagnosisSearchKind, useDiagnosisSearch } from '@/entities/diagnosis/diagnoses';

const label = (diagnosis: DiagnosisDto) =>
  `${formatIcd(diagnosis.codigo)} · ${diagnosis.denominacion}`;

interface Props {
  value: DiagnosisDto[];
  onChange: (diagnoses: DiagnosisDto[]) => void;
  disabled?: boolean;
}

/** ICD-10 diagnoses by code ("J45") or name ("asma"): Enter adds, each chip can be removed. */
export function DiagnosisPicker({ value, onChange, disabled }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const results = useDiagnosisSearch('conectividad', debounced);
  const chosen = new Set(value.map((diagnosis) => diagnosis.codigo));
  const options = (results.data ?? []).filter((diagnosis) => !chosen.has(diagnosis.codigo));

  const onAnswer = useEffectEvent(() => {
    if (debounced === text && options.length > 0) combobox.selectFirstOption();
  });
  useEffect(() => {
    if (results.data && !results.isPlaceholderData) onAnswer();
  }, [results.data, results.isPlaceholderData]);

  const add = (code: string) => {
    const diagnosis = options.find((option) => option.codigo === code);
    if (!diagnosis) return;
    onChange([...value, diagnosis]);
    setText('');
    combobox.closeDropdown();
  };

  return (
    <div>
      <Combobox store={combobox} onOptionSubmit={add} withinPortal={false}>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            label="Diagnósticos (CIE-10)"
            description="Código (por ejemplo, J45.9) o al menos 3 letras del nombre. Enter agrega el elegido."
            placeholder="Código o nombre del diagnóstico"
            autoComplete="off"
            disabled={disabled}
            value={text}
            rightSection={results.isFetching ? <Loader size="xs" aria-label="Buscando" /> : null}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
            }}
            onKeyDown={(event) => {
              // Enter with a half-typed diagnosis must not send the whole form.
              if (event.key === 'Enter' && text.trim() !== '') event.preventDefault();
            }}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={diagnosisSearchKind(debounced) === null}>
          <Combobox.Options
            aria-label="Diagnósticos encontrados"
            mah={260}
            style={{ overflowY: 'auto' }}
          >
            {options.map((diagnosis) => (
              <Combobox.Option value={diagnosis.codigo} key={diagnosis.codigo}>
                {label(diagnosis)}
              </Combobox.Option>
            ))}
            {options.length === 0 && !results.isFetching && (
              <Combobox.Empty>{MESSAGES.noResults}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {value.length > 0 && (
        <Group gap="xs" mt="xs" role="list" aria-label="Diagnósticos elegidos">
          {value.map((diagnosis) => (
            <Pill
              key={diagnosis.codigo}
              size="md"
              role="listitem"
              withRemoveButton={!disabled}
              onRemove={() => onChange(value.filter((item) => item.codigo !== diagnosis.codigo))}
              removeButtonProps={{ 'aria-label': `Quitar ${formatIcd(diagnosis.codigo)}` }}
            >
              {label(diagnosis)}
            </Pill>
          ))}
        </Group>
      )}
    </div>
  );
}
