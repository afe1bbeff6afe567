import { Button, Group, NumberInput, Paper, Stack, TextInput } from '@mantine/core';
import type { MedicationDto } from '@portal/contracts';
import {
  POSOLOGY_MAX_CHARS,
  PRESCRIPTION_MAX_UNITS,
  VADEMECUM_MIN_CHARS,
  medicationText,
} from '@portal/domain';
import { useVademecum } from '../api/prescriptions';
import { TypeAhead } from './type-ahead';

export interface DraftItem {
  key: number;
  medication: MedicationDto | null;
  cantidad: number | string;
  posologia: string;
}

interface Props {
  index: number;
  item: DraftItem;
  onChange: (item: DraftItem) => void;
  onRemove?: (() => void) | undefined;
  disabled: boolean;
  errors: { medication?: string | undefined; posologia?: string | undefined };
}

/** One medication of the prescription: vademécum pick (brand, generic, presentation), quantity and dosage. */
export function ItemRow({ index, item, onChange, onRemove, disabled, errors }: Props) {
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
          value={item.medication}
          onChange={(medication) => onChange({ ...item, medication })}
          disabled={disabled}
          error={errors.medication}
        />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label="Cantidad"
            min={1}
            max={PRESCRIPTION_MAX_UNITS}
            allowDecimal={false}
            w={120}
            value={item.cantidad}
            onChange={(cantidad) => onChange({ ...item, cantidad })}
            disabled={disabled}
          />
          <TextInput
            label="Posología"
            placeholder="Por ejemplo: 1 comprimido cada 8 horas por 7 días"
            maxLength={POSOLOGY_MAX_CHARS}
            style={{ flex: '1 1 220px' }}
            value={item.posologia}
            onChange={(event) => onChange({ ...item, posologia: event.currentTarget.value })}
            disabled={disabled}
            error={errors.posologia}
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
