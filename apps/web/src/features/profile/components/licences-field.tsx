import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReferencesResponse } from '@portal/contracts';
import { FormRows } from './form-rows';
import type { ProfessionalValues } from './professional-values';

/** Licences (matrículas): national or provincial (with its province), and the number. */
export function LicencesField({
  form,
  references,
  readOnly,
}: {
  form: UseFormReturnType<ProfessionalValues>;
  references: ReferencesResponse;
  readOnly: boolean;
}) {
  const provinces = [
    { value: '', label: 'Elegí una provincia' },
    ...references.provincias.map((p) => ({ value: p.descripcion, label: p.descripcion })),
  ];
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Matrículas
      </Text>
      {form.values.matriculas.length === 0 && (
        <Text size="sm" c="dimmed">
          Sin matrículas cargadas.
        </Text>
      )}
      <FormRows
        count={form.values.matriculas.length}
        row={(index) => (
          <>
            <NativeSelect
              label={`Jurisdicción de la matrícula ${index + 1}`}
              data={references.tiposMatricula.map((k) => ({
                value: String(k.id),
                label: k.descripcion,
              }))}
              disabled={readOnly}
              {...form.getInputProps(`matriculas.${index}.tipo`)}
            />
            {form.values.matriculas[index]?.tipo === 'MP' && (
              <NativeSelect
                label={`Provincia de la matrícula ${index + 1}`}
                data={provinces}
                disabled={readOnly}
                {...form.getInputProps(`matriculas.${index}.provincia`)}
              />
            )}
            <TextInput
              label={`Número de la matrícula ${index + 1}`}
              inputMode="numeric"
              disabled={readOnly}
              {...form.getInputProps(`matriculas.${index}.numero`)}
            />
          </>
        )}
        removeLabel={(index) => `Quitar la matrícula ${index + 1}`}
        onRemove={(index) => form.removeListItem('matriculas', index)}
        addLabel="Agregar matrícula"
        onAdd={() => form.insertListItem('matriculas', { tipo: 'MN', numero: '', provincia: '' })}
        readOnly={readOnly}
      />
    </Stack>
  );
}
