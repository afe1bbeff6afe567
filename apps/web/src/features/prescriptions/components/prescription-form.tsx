import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import {
  prescriptionRequest,
  type PrescriptionRequest,
  type WrittenPrescriptionResponse,
} from '@portal/contracts';
import { PRESCRIPTION_MAX_ITEMS, PRESCRIPTION_MESSAGES } from '@portal/domain/prescriptions';
import { formatIcd } from '@portal/domain/coverage';
import { parseQuantity } from '@portal/domain/authorizations';
import { useState } from 'react';
import { diagnosisSearchKind } from '@/entities/diagnosis/diagnoses';
import type { ValidAffiliate } from '@/entities/affiliate/affiliate-step';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useIcdSearch, useWritePrescription } from '../api/prescriptions';
import { ItemRow } from './item-row';
import type { DraftItem, PrescriptionValues } from './prescription-values';
import { TypeAhead } from './type-ahead';

const DIAGNOSIS_REQUIRED = 'Elegí el diagnóstico de la lista.';
const MEDICATION_REQUIRED = 'Elegí el medicamento de la lista.';

let nextKey = 1;
const emptyItem = (): DraftItem => ({
  key: nextKey++,
  medicamento: null,
  cantidad: '1',
  posologia: '',
});

function toBody(values: PrescriptionValues, patient: ValidAffiliate): PrescriptionRequest {
  return {
    contra: patient.number.contra,
    middle: patient.number.middle,
    inte: patient.number.inte,
    diagnostico: values.diagnostico?.codigo ?? '',
    items: values.items.map((item) => ({
      medicamento: item.medicamento?.id ?? 0,
      cantidad: parseQuantity(item.cantidad),
      posologia: item.posologia.trim(),
    })),
  };
}

/** A choice not made yet from a type-ahead's list: said in the form's words, over the schema's. */
function pickErrors(values: PrescriptionValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.diagnostico) errors.diagnostico = DIAGNOSIS_REQUIRED;
  values.items.forEach((item, index) => {
    if (!item.medicamento) errors[`items.${index}.medicamento`] = MEDICATION_REQUIRED;
  });
  return errors;
}

interface Props {
  patient: ValidAffiliate;
  disabled: boolean;
  onWritten: (written: WrittenPrescriptionResponse) => void;
}

/**
 * The diagnosis and one to three medications for the patient validated above, checked with the
 * contract's schema of the body the server checks too (docs/decisions/0019).
 */
export function PrescriptionForm({ patient, disabled, onWritten }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const write = useWritePrescription();
  const bySchema = schemaResolver(prescriptionRequest, { sync: true });
  const form = useForm<PrescriptionValues>({
    mode: 'controlled',
    initialValues: { diagnostico: null, items: [emptyItem()] },
    validate: (values) => ({ ...bySchema(toBody(values, patient)), ...pickErrors(values) }),
  });
  const items = form.values.items;

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      write.mutate(toBody(values, patient), {
        onSuccess: onWritten,
        onError: (error) => {
          if (!isAlreadyReported(error)) setFailure(errorMessage(error));
        },
      });
    },
    (_errors, _values, event) => {
      setFailure(null);
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null);
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Receta">
      <Stack gap="md" maw={720}>
        <TypeAhead
          label="Diagnóstico (CIE-10)"
          description="Código (por ejemplo, J02.9) o al menos 3 letras del nombre."
          placeholder="Código o nombre del diagnóstico"
          useResults={useIcdSearch}
          searchable={(text) => diagnosisSearchKind(text) !== null}
          keyOf={(item) => item.codigo}
          labelOf={(item) => `${formatIcd(item.codigo)} · ${item.denominacion}`}
          value={form.values.diagnostico}
          onChange={(diagnosis) => form.setFieldValue('diagnostico', diagnosis)}
          disabled={disabled}
          error={form.errors.diagnostico}
        />
        {items.map((item, index) => (
          <ItemRow
            key={item.key}
            index={index}
            form={form}
            disabled={disabled}
            onRemove={items.length > 1 ? () => form.removeListItem('items', index) : undefined}
          />
        ))}
        <Group>
          {items.length < PRESCRIPTION_MAX_ITEMS ? (
            <Button
              variant="default"
              onClick={() => form.insertListItem('items', emptyItem())}
              disabled={disabled}
            >
              Agregar medicamento
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {PRESCRIPTION_MESSAGES.tooManyItems}
            </Text>
          )}
          <Button type="submit" loading={write.isPending} disabled={disabled}>
            Emitir receta
          </Button>
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert" title="No pudimos emitir la receta">
            {failure}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
