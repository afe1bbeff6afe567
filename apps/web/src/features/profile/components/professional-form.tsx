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
import { formatServerDate, parseTypedDate, TYPED_DATE_INVALID } from '@portal/domain/format';
import { hasPersonalData, personalDataErrors } from '@portal/domain/profile';
import type { ProviderType } from '@portal/domain/provider';
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
    documentoTipo: datos.documentoTipo ?? '',
    documentoNumero: datos.documentoNumero ?? '',
    sexo: datos.sexo ?? '',
    estadoCivil: datos.estadoCivil ?? '',
    fechaNacimiento: shown(datos.fechaNacimiento),
    especialidades: datos.especialidades.map(String),
    matriculas: datos.matriculas.map((m) => ({ ...m, provincia: m.provincia ?? '' })),
  };
}

export function toBody(values: ProfessionalValues): ProfessionalData {
  const day = parseTypedDate(values.fechaNacimiento);
  return {
    ...values,
    documentoTipo: values.documentoTipo || null,
    documentoNumero: values.documentoNumero.trim() || null,
    sexo: values.sexo || null,
    estadoCivil: values.estadoCivil || null,
    fechaNacimiento: day ? formatServerDate(day) : '',
    especialidades: values.especialidades.map(Number),
    matriculas: values.matriculas.map((m) => ({
      ...m,
      provincia: m.tipo === 'MP' && m.provincia ? m.provincia : null,
    })),
  };
}

/** A select's options with an empty first one while nothing is chosen yet. */
function optionsOf(data: { value: string; label: string }[], value: string) {
  return value === '' ? [{ value: '', label: 'Elegí una opción' }, ...data] : data;
}
const asOptions = (items: readonly string[]) => items.map((item) => ({ value: item, label: item }));

/**
 * Personal and professional data: saving asks the insurer (a support case), spec §6. Only a
 * person has personal fields (document, sex, marital status, birth date); a team, an institution
 * or a college is known by its CUIT, shown above the form.
 */
export function ProfessionalForm({
  tipo,
  datos,
  references,
  readOnly,
}: {
  tipo: ProviderType;
  datos: Datos;
  references: ReferencesResponse;
  readOnly: boolean;
}) {
  const person = hasPersonalData(tipo);
  const request = useRequestProfessionalChange();
  const [filed, setFiled] = useState<string | null>(null);
  const bySchema = schemaResolver(professionalData, { sync: true });
  const form = useForm<ProfessionalValues>({
    mode: 'controlled',
    initialValues: valuesOf(datos),
    validate: (values) => {
      const body = toBody(values);
      const errors: FormErrors = { ...bySchema(body), ...personalDataErrors(tipo, body) };
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
            label={person ? 'Apellido o razón social' : 'Razón social'}
            required
            disabled={readOnly}
            {...form.getInputProps('apeRazonSocial')}
          />
          <TextInput
            label={person ? 'Nombre' : 'Nombre de fantasía'}
            disabled={readOnly}
            {...form.getInputProps('nombreAbre')}
          />
          {person && (
            <>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <NativeSelect
                  label="Tipo de documento"
                  required
                  data={optionsOf(asOptions(references.tiposDocumento), form.values.documentoTipo)}
                  disabled={readOnly}
                  {...form.getInputProps('documentoTipo')}
                />
                <TextInput
                  label="Número de documento"
                  required
                  inputMode="numeric"
                  disabled={readOnly}
                  style={{ flex: 1 }}
                  {...form.getInputProps('documentoNumero')}
                />
              </Group>
              <NativeSelect
                label="Sexo"
                required
                data={optionsOf(
                  references.sexos.map((sex) => ({
                    value: String(sex.id),
                    label: sex.descripcion,
                  })),
                  form.values.sexo,
                )}
                disabled={readOnly}
                {...form.getInputProps('sexo')}
              />
              <NativeSelect
                label="Estado civil"
                required
                data={optionsOf(asOptions(references.estadosCiviles), form.values.estadoCivil)}
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
            </>
          )}
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
