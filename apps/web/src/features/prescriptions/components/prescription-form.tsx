import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { DiagnosisDto, WrittenPrescriptionResponse } from '@portal/contracts';
import { PRESCRIPTION_MAX_ITEMS, PRESCRIPTION_MESSAGES, formatIcd } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { diagnosisSearchKind } from '@/entities/diagnosis/diagnoses';
import type { ValidAffiliate } from '@/entities/affiliate/affiliate-step';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { useIcdSearch, useWritePrescription } from '../api/prescriptions';
import { ItemRow, type DraftItem } from './item-row';
import { TypeAhead } from './type-ahead';

const DIAGNOSIS_REQUIRED = 'Elegí el diagnóstico de la lista.';
const MEDICATION_REQUIRED = 'Elegí el medicamento de la lista.';

let nextKey = 1;
const emptyItem = (): DraftItem => ({
  key: nextKey++,
  medication: null,
  cantidad: 1,
  posologia: '',
});

interface Props {
  patient: ValidAffiliate;
  disabled: boolean;
  onWritten: (written: WrittenPrescriptionResponse) => void;
}

/** The diagnosis and one to three medications for the patient validated above. */
export function PrescriptionForm({ patient, disabled, onWritten }: Props) {
  const [diagnosis, setDiagnosis] = useState<DiagnosisDto | null>(null);
  const [items, setItems] = useState<DraftItem[]>([emptyItem()]);
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const write = useWritePrescription();

  const itemErrors = (item: DraftItem) => ({
    medication: showErrors && !item.medication ? MEDICATION_REQUIRED : undefined,
    posologia: showErrors && !item.posologia.trim() ? PRESCRIPTION_MESSAGES.posology : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    const complete = items.every((item) => item.medication && item.posologia.trim());
    if (!diagnosis || !complete) return;
    write.mutate(
      {
        contra: patient.number.contra,
        middle: patient.number.middle,
        inte: patient.number.inte,
        diagnostico: diagnosis.codigo,
        items: items.map((item) => ({
          medicamento: item.medication!.id,
          cantidad: Number(item.cantidad) || 1,
          posologia: item.posologia.trim(),
        })),
      },
      {
        onSuccess: onWritten,
        onError: (error) => {
          if (!isAlreadyReported(error)) setFailure(errorMessage(error));
        },
      },
    );
  };

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
          value={diagnosis}
          onChange={setDiagnosis}
          disabled={disabled}
          error={showErrors && !diagnosis ? DIAGNOSIS_REQUIRED : undefined}
        />
        {items.map((item, index) => (
          <ItemRow
            key={item.key}
            index={index}
            item={item}
            disabled={disabled}
            errors={itemErrors(item)}
            onChange={(changed) =>
              setItems(items.map((it) => (it.key === item.key ? changed : it)))
            }
            onRemove={
              items.length > 1
                ? () => setItems(items.filter((it) => it.key !== item.key))
                : undefined
            }
          />
        ))}
        <Group>
          {items.length < PRESCRIPTION_MAX_ITEMS ? (
            <Button
              variant="default"
              onClick={() => setItems([...items, emptyItem()])}
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
