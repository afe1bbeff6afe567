import '@mantine/core/styles/Paper.css';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CENSUS_OBSERVATION_MAX,
  censusEntryFields,
  type CensusOptionsResponse,
  type CensusRow,
} from '@portal/contracts';
import {
  CENSUS_MOVEMENTS,
  censusCode,
  isCensusNewborn,
  type CensusMovement,
} from '@portal/domain/censuses';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { useState } from 'react';
import { DateField } from '@/components/date-field/date-field';
import { errorMessage, isAlreadyReported, isApiError } from '@/lib/api-error';
import { useClock } from '@/lib/clock';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { formatOrderDate } from '@/lib/format';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { useRegisterCensus } from '../api/register-census';
import type { ValidAffiliate } from '@/entities/affiliate/affiliate-step';
import { RegisteredRow } from './registered-row';

const FORM_FIELDS = new Set(['fecha', 'movimiento', 'recienNacido', 'lugarAtencionPrestador']);

interface Props {
  affiliate: ValidAffiliate;
  options: CensusOptionsResponse;
}

/** The code the row will carry, while the movement and the patient are chosen (spec §5). */
function codeOf(movimiento: string, recienNacido: string): number | null {
  const newborn = Number(recienNacido);
  const movement = CENSUS_MOVEMENTS.find((candidate) => candidate === movimiento);
  return movement && isCensusNewborn(newborn) ? censusCode(movement, newborn) : null;
}

/**
 * A movement of the validated affiliate or of one of its newborns: the form checks the
 * contract's fields; the server checks the days, the place and the patient's stays.
 */
export function RegistrationForm({ affiliate, options }: Props) {
  const now = useClock();
  const readOnly = useReadOnly();
  const register = useRegisterCensus();
  const [saved, setSaved] = useState<CensusRow | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      fecha: formatOrderDate(now()),
      movimiento: 'ingreso' as CensusMovement,
      recienNacido: '0',
      lugarAtencionPrestador: options.lugares.length === 1 ? String(options.lugares[0]?.id) : '',
      observacion: '',
    },
    validate: schemaResolver(censusEntryFields, { sync: true }),
  });
  const code = codeOf(form.values.movimiento, form.values.recienNacido);

  const submit = form.onSubmit(
    (values) => {
      setSaved(null);
      register.mutate(
        {
          afiliado: { contra: affiliate.number.contra, inte: affiliate.number.inte },
          fecha: values.fecha,
          movimiento: values.movimiento,
          recienNacido: Number(values.recienNacido),
          lugarAtencionPrestador: Number(values.lugarAtencionPrestador),
          ...(values.observacion.trim() ? { observacion: values.observacion } : {}),
        },
        {
          onSuccess: (row) => {
            setSaved(row);
            form.setFieldValue('observacion', '');
          },
          onError: (error) => {
            // The server's field problems go back on their fields.
            if (!isApiError(error)) return;
            for (const detail of error.details) {
              if (FORM_FIELDS.has(detail.path)) form.setFieldError(detail.path, detail.message);
            }
          },
        },
      );
    },
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );

  const refusal = register.isError && !isAlreadyReported(register.error) ? register.error : null;
  const refusalReason =
    isApiError(refusal) && refusal.code === 'AFFILIATE_INVALID'
      ? refusal.details[0]?.message
      : null;

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Registro del movimiento">
        <Stack gap="sm" maw={560}>
          <NativeSelect
            label="Movimiento"
            required
            data={options.movimientos.map((item) => ({ value: item.id, label: item.descripcion }))}
            {...form.getInputProps('movimiento')}
          />
          <NativeSelect
            label="Paciente"
            description="El afiliado o un recién nacido registrado con su número."
            required
            data={options.recienNacidos.map((item) => ({
              value: String(item.id),
              label: item.descripcion,
            }))}
            {...form.getInputProps('recienNacido')}
          />
          <DateField
            label="Fecha"
            required
            {...form.getInputProps('fecha')}
            value={form.values.fecha}
          />
          <NativeSelect
            label="Lugar de atención"
            required
            data={[
              { value: '', label: 'Seleccionar', disabled: true },
              ...options.lugares.map((place) => ({
                value: String(place.id),
                label: place.descripcion,
              })),
            ]}
            {...form.getInputProps('lugarAtencionPrestador')}
          />
          <Textarea
            label="Observación"
            description="Opcional. Se guardan letras y números, sin acentos."
            autosize
            minRows={2}
            maxLength={CENSUS_OBSERVATION_MAX}
            {...form.getInputProps('observacion')}
          />
          <Paper withBorder p="xs" radius="sm" aria-live="polite">
            <Text size="sm">
              Código del registro: <strong>{code ?? '—'}</strong>
            </Text>
          </Paper>
          {readOnly && (
            <Alert color="yellow" variant="light">
              {EXTRA_MESSAGES.readOnly}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={register.isPending} disabled={readOnly}>
              Registrar
            </Button>
          </Group>
        </Stack>
      </form>
      {refusal !== null && (
        <Alert color="red" variant="light" role="alert" title="El registro no se guardó">
          <Text fw={700}>{errorMessage(refusal)}</Text>
          {refusalReason && <Text>{refusalReason}</Text>}
        </Alert>
      )}
      {saved && <RegisteredRow row={saved} />}
    </Stack>
  );
}
