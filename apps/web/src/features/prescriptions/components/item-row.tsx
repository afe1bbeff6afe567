import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  POSOLOGY_MAX_CHARS,
  VADEMECUM_MIN_CHARS,
  medicationText,
} from '@portal/domain/prescriptions';
import { QuantityField } from '@/components/quantity-field';
import { useVademecum } from '../api/prescriptions';
import type { DraftItem, PrescriptionValues } from './prescription-values';
import { TypeAhead } from './type-ahead';

interface Props {
  index: number;
  form: UseFormReturnType<PrescriptionValues>;
  onRemove?: (() => void) | undefined;
  disabled: boolean;
}

/** One medication of the prescription: vademécum pick (brand, generic, presentation), quantity and dosage. */
export function ItemRow({ index, form, onRemove, disabled }: Props) {
  const path = (field: keyof DraftItem) => `items.${index}.${field}`;
  const item = form.values.items[index];
  if (!item) return null;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="fieldset"
      aria-label={`Medicamento ${index + 1}`}
    >
      <Stack gap="xs">
        <TypeAhead
          label={`Medicamento ${index + 1}`}
          description="Marca o nombre genérico; cada opción es una presentación."
          placeholder={`Escribí al menos ${VADEMECUM_MIN_CHARS} letras`}
          useResults={useVademecum}
          searchable={(text) => text.trim().length >= VADEMECUM_MIN_CHARS}
          keyOf={(medication) => String(medication.id)}
          labelOf={medicationText}
          value={item.medicamento}
          onChange={(medication) => form.setFieldValue(path('medicamento'), medication)}
          disabled={disabled}
          error={form.errors[path('medicamento')]}
        />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <QuantityField
            label="Cantidad"
            required
            {...form.getInputProps(path('cantidad'))}
            disabled={disabled}
          />
          <TextInput
            label="Posología"
            placeholder="Por ejemplo: 1 comprimido cada 8 horas por 7 días"
            maxLength={POSOLOGY_MAX_CHARS}
            style={{ flex: '1 1 220px' }}
            {...form.getInputProps(path('posologia'))}
            disabled={disabled}
          />
        </Group>
        {onRemove && (
          <Group>
            <Button variant="subtle" color="red" size="xs" onClick={onRemove} disabled={disabled}>
              {`Quitar medicamento ${index + 1}`}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
