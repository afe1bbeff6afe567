import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import {
  professionalData,
  type ProfessionalData,
  type ProfileResponse,
  type ReferencesResponse,
} from '@portal/contracts';
import { formatServerDate, parseTypedDate, TYPED_DATE_INVALID } from '@portal/domain';
import { useState } from 'react';
import { DateField } from '@/components/date-field/date-field';
import { errorMessage } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useRequestProfessionalChange } from '../api/profile';
import { LicencesField } from './licences-field';
import type { ProfessionalValues } from './professional-values';

type Datos = ProfileResponse['datos'];

const shown = (day: string) =>
  day ? `${day.slice(6, 8)}/${day.slice(4, 6)}/${day.slice(0, 4)}` : '';

function valuesOf(datos: Datos): ProfessionalValues {
  return {
    ...datos,
    fechaNacimiento: shown(datos.fechaNacimiento),
    especialidades: datos.especialidades.map(String),
    matriculas: datos.matriculas.map((m) => ({ ...m, provincia: m.provincia ?? '' })),
  };
}

export function toBody(values: ProfessionalValues): ProfessionalData {
  const day = parseTypedDate(values.fechaNacimiento);
  return {
    ...values,
    fechaNacimiento: day ? formatServerDate(day) : '',
    especialidades: values.especialidades.map(Number),
    matriculas: values.matriculas.map((m) => ({
      ...m,
      provincia: m.tipo === 'MP' && m.provincia ? m.provincia : null,
    })),
  };
}

/** Personal and professional data: saving asks the insurer (a support case), spec §6. */
export function ProfessionalForm({
  datos,
  references,
  readOnly,
}: {
  datos: Datos;
  references: ReferencesResponse;
  readOnly: boolean;
}) {
  const request = useRequestProfessionalChange();
  const [filed, setFiled] = useState<string | null>(null);
  const bySchema = schemaResolver(professionalData, { sync: true });
  const form = useForm<ProfessionalValues>({
    mode: 'controlled',
    initialValues: valuesOf(datos),
    validate: (values) => {
      const errors: FormErrors = { ...bySchema(toBody(values)) };
      if (values.fechaNacimiento.trim() && !parseTypedDate(values.fechaNacimiento)) {
        errors.fechaNacimiento = TYPED_DATE_INVALID;
      }
      return errors;
    },
  });
  const submit = form.onSubmit(
    (values) => {
      setFiled(null);
      request.mutate(toBody(values), { onSuccess: (answer) => setFiled(answer.mensaje) });
    },
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Datos personales y profesionales">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Datos personales y profesionales
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Apellido o razón social"
            required
            disabled={readOnly}
            {...form.getInputProps('apeRazonSocial')}
          />
          <TextInput label="Nombre" disabled={readOnly} {...form.getInputProps('nombreAbre')} />
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <NativeSelect
              label="Tipo de documento"
              data={references.tiposDocumento}
              disabled={readOnly}
              {...form.getInputProps('documentoTipo')}
            />
            <TextInput
              label="Número de documento"
              inputMode="numeric"
              disabled={readOnly}
              style={{ flex: 1 }}
              {...form.getInputProps('documentoNumero')}
            />
          </Group>
          <NativeSelect
            label="Sexo"
            data={references.sexos.map((sex) => ({
              value: String(sex.id),
              label: sex.descripcion,
            }))}
            disabled={readOnly}
            {...form.getInputProps('sexo')}
          />
          <NativeSelect
            label="Estado civil"
            data={references.estadosCiviles}
            disabled={readOnly}
            {...form.getInputProps('estadoCivil')}
          />
          <DateField
            label="Fecha de nacimiento"
            name="fechaNacimiento"
            disabled={readOnly}
            {...form.getInputProps('fechaNacimiento')}
            value={form.values.fechaNacimiento}
          />
        </SimpleGrid>
        <LicencesField form={form} references={references} readOnly={readOnly} />
        <Checkbox.Group label="Especialidades" {...form.getInputProps('especialidades')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={4} mt={4}>
            {references.especialidades.map((specialty) => (
              <Checkbox
                key={specialty.id}
                value={String(specialty.id)}
                label={specialty.descripcion}
                disabled={readOnly}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Checkbox.Group label="Idiomas" {...form.getInputProps('idiomas')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={4} mt={4}>
            {references.idiomas.map((language) => (
              <Checkbox key={language} value={language} label={language} disabled={readOnly} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {request.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(request.error)}
          </Alert>
        )}
        {filed && (
          <Alert color="green" variant="light" role="status">
            {filed}
          </Alert>
        )}
        {!readOnly && (
          <div>
            <Button type="submit" loading={request.isPending}>
              Solicitar cambios
            </Button>
          </div>
        )}
      </Stack>
    </form>
  );
}
