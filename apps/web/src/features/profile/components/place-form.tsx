import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  placeData,
  type PlaceData,
  type ProfilePlace,
  type ReferencesResponse,
} from '@portal/contracts';
import { WEEKDAYS } from '@portal/domain/profile';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSavePlace } from '../api/profile';
import { ProvinceLocalityField } from './locality-field';

function valuesOf(place: ProfilePlace): PlaceData {
  const hours = (day: keyof ProfilePlace['horarios']) => place.horarios[day] ?? '';
  return {
    calle: place.calle,
    numero: place.numero,
    provinciaId: Number(place.provincia.id),
    localidadId: Number(place.localidad.id),
    telefono: place.telefono,
    horarios: {
      lun: hours('lun'),
      mar: hours('mar'),
      mier: hours('mier'),
      jue: hours('jue'),
      vie: hours('vie'),
    },
    consultorios: place.consultorios,
  };
}

/**
 * One service address: the phone saves at once; the address, the hours Monday to Friday and the
 * consulting rooms go to the insurer as a request (spec §6).
 */
export function PlaceForm({
  place,
  references,
  onDone,
}: {
  place: ProfilePlace;
  references: ReferencesResponse;
  onDone: (message: string) => void;
}) {
  const save = useSavePlace();
  const [locality, setLocality] = useState({
    id: Number(place.localidad.id),
    text: place.localidad.descripcion,
  });
  const form = useForm<PlaceData>({
    mode: 'controlled',
    initialValues: valuesOf(place),
    validate: schemaResolver(placeData, { sync: true }),
  });
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { lugar: place.id, body: values },
        { onSuccess: (answer) => onDone(answer.mensaje) },
      ),
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`Editar ${place.descripcion}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Calle" required {...form.getInputProps('calle')} />
          <TextInput label="Número" required {...form.getInputProps('numero')} />
          <NativeSelect
            label="Provincia"
            data={references.provincias.map((p) => ({ value: String(p.id), label: p.descripcion }))}
            value={String(form.values.provinciaId)}
            onChange={(event) => {
              form.setFieldValue('provinciaId', Number(event.currentTarget.value));
              form.setFieldValue('localidadId', 0);
              setLocality({ id: 0, text: '' });
            }}
          />
          <ProvinceLocalityField
            key={form.values.provinciaId}
            label="Localidad"
            provincia={form.values.provinciaId}
            value={locality}
            error={form.errors.localidadId}
            onChange={(chosen) => {
              setLocality(chosen);
              form.setFieldValue('localidadId', chosen.id);
            }}
          />
          <TextInput label="Teléfono" type="tel" {...form.getInputProps('telefono')} />
        </SimpleGrid>
        <Title order={3} size="h5">
          Horarios (HH:MM a HH:MM; vacío si no atiende)
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          {WEEKDAYS.map((day) => (
            <TextInput
              key={day.id}
              label={day.descripcion}
              placeholder="09:00 a 17:00"
              {...form.getInputProps(`horarios.${day.id}`)}
              value={form.values.horarios[day.id] ?? ''}
            />
          ))}
        </SimpleGrid>
        <Title order={3} size="h5">
          Consultorios
        </Title>
        {form.values.consultorios.map((_, index) => (
          <Group key={`room-${index}`} gap="xs" align="flex-end">
            <TextInput
              label={`Consultorio ${index + 1}`}
              style={{ flex: 1 }}
              {...form.getInputProps(`consultorios.${index}`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Quitar el consultorio ${index + 1}`}
              onClick={() => form.removeListItem('consultorios', index)}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        <div>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => form.insertListItem('consultorios', '')}
          >
            Agregar consultorio
          </Button>
        </div>
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Guardar domicilio
          </Button>
          <Button variant="default" onClick={() => onDone('')}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
