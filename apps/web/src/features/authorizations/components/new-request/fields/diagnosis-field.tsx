import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DiagnosisDto } from '@portal/contracts';
import { formatIcd } from '@portal/domain/coverage';
import { MESSAGES } from '@portal/domain/app';
import { useState } from 'react';
import { diagnosisSearchKind, useDiagnosisSearch } from '@/entities/diagnosis/diagnoses';

const label = (diagnosis: { icd: string; descripcion: string }) =>
  `${formatIcd(diagnosis.icd)} · ${diagnosis.descripcion}`;

interface Props {
  value: { icd: string; descripcion: string };
  error?: unknown;
  onChange: (value: { icd: string; descripcion: string }) => void;
}

/** diagnostico {icd, descripcion}: one ICD-10 diagnosis by code ("J45") or name ("asma"). */
export function DiagnosisField({ value, error, onChange }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value.icd ? label(value) : '');
  const [debounced] = useDebouncedValue(text, 300);
  const searching = value.icd ? '' : debounced;
  const results = useDiagnosisSearch('autorizaciones', searching);
  const options: DiagnosisDto[] = value.icd ? [] : (results.data ?? []);

  const pick = (code: string) => {
    const diagnosis = options.find((option) => option.codigo === code);
    if (!diagnosis) return;
    const chosen = { icd: diagnosis.codigo, descripcion: diagnosis.denominacion };
    onChange(chosen);
    setText(label(chosen));
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label="Diagnóstico (CIE-10)"
          description="Código (por ejemplo, J45.9) o al menos 3 letras del nombre."
          placeholder="Código o nombre del diagnóstico"
          required
          autoComplete="off"
          value={text}
          error={error as string | undefined}
          rightSection={results.isFetching ? <Loader size="xs" aria-label="Buscando" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value.icd) onChange({ icd: '', descripcion: '' });
            combobox.openDropdown();
          }}
          onKeyDown={(event) => {
            // Enter with a half-typed diagnosis must not send the whole form.
            if (event.key === 'Enter' && !value.icd) event.preventDefault();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={value.icd !== '' || diagnosisSearchKind(searching) === null}>
        <Combobox.Options
          aria-label="Diagnósticos encontrados"
          mah={260}
          style={{ overflowY: 'auto' }}
        >
          {options.map((diagnosis) => (
            <Combobox.Option value={diagnosis.codigo} key={diagnosis.codigo}>
              {`${formatIcd(diagnosis.codigo)} · ${diagnosis.denominacion}`}
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
