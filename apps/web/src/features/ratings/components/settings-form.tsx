import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ratingSettingsRequest, type RatingSettingsDto } from '@portal/contracts';
import { RATINGS_MESSAGES } from '@portal/domain/ratings';
import { useState } from 'react';
import { QueryView } from '@/components/detail-page/query-view';
import { LoadingScreen } from '@/components/loading-screen';
import { errorMessage } from '@/lib/api-error';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { useRatingSettings, useSaveRatingSettings } from '../api/ratings';

const toValues = (saved: RatingSettingsDto) => ({
  mostrarComentarios: saved.mostrarComentarios,
  lugares: saved.lugares.map(({ id, mostrarCalificacion }) => ({ id, mostrarCalificacion })),
});

/** What the directory shows: loaded, then edited in a form whose start is the saved settings. */
export function RatingSettingsForm() {
  const settings = useRatingSettings();
  return (
    <Stack gap="sm" component="section" aria-labelledby="ratings-settings-title">
      <Title order={2} size="h3" id="ratings-settings-title">
        Qué muestra la cartilla
      </Title>
      <QueryView query={settings} loading={<LoadingScreen />}>
        {(saved) => <SettingsEditor saved={saved} />}
      </QueryView>
    </Stack>
  );
}

/**
 * 'Restablecer' puts back the last saved configuration (spec §4), dropping unsaved edits;
 * a save makes what was saved the new starting point.
 */
function SettingsEditor({ saved }: { saved: RatingSettingsDto }) {
  const readOnly = useReadOnly();
  const save = useSaveRatingSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: toValues(saved),
    validate: schemaResolver(ratingSettingsRequest, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    setNotice(null);
    save.mutate(values, {
      onSuccess: (next) => {
        form.setInitialValues(toValues(next));
        form.setValues(toValues(next));
        form.resetDirty(toValues(next));
        setNotice(RATINGS_MESSAGES.saved);
      },
    });
  });
  const dirty = form.isDirty();

  return (
    <form onSubmit={submit} noValidate aria-label="Qué muestra la cartilla">
      <fieldset disabled={readOnly || save.isPending} className="ratings-fieldset">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {saved.actualizado
              ? `Guardada el ${saved.actualizado}.`
              : 'Todavía no la cambiaste: la cartilla muestra todo.'}
          </Text>
          <Switch
            label="Mostrar los comentarios de los pacientes"
            disabled={readOnly}
            {...form.getInputProps('mostrarComentarios', { type: 'checkbox' })}
          />
          {saved.lugares.map((place, index) => (
            <Switch
              key={place.id}
              label={`Mostrar la calificación en ${place.descripcion}`}
              disabled={readOnly}
              {...form.getInputProps(`lugares.${index}.mostrarCalificacion`, { type: 'checkbox' })}
            />
          ))}
          {save.isError && (
            <Alert color="red" variant="light" role="alert" title="No se pudo guardar">
              {errorMessage(save.error)}
            </Alert>
          )}
          {notice && !dirty && (
            <Alert color="green" variant="light" role="status">
              {notice}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={readOnly || !dirty}>
              Guardar
            </Button>
            <Button
              variant="default"
              disabled={readOnly || !dirty}
              onClick={() => {
                form.reset();
                save.reset();
              }}
            >
              Restablecer
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
