import { Alert, Button, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  contactData,
  type ContactData,
  type ProfileResponse,
  type ReferencesResponse,
} from '@portal/contracts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSaveContact } from '../api/profile';
import { FormRows } from './form-rows';

type Values = { emails: ContactData['emails']; telefonos: ContactData['telefonos'] };

/** Contact e-mails by type (tipoMail) and phones: saved at once, no request (spec §6). */
export function ContactForm({
  contacto,
  references,
  readOnly,
}: {
  contacto: ProfileResponse['contacto'];
  references: ReferencesResponse;
  readOnly: boolean;
}) {
  const save = useSaveContact();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: contacto as Values,
    validate: schemaResolver(contactData, { sync: true }),
  });
  const submit = form.onSubmit(
    (values) => {
      setSaved(null);
      save.mutate(values, { onSuccess: (answer) => setSaved(answer.mensaje) });
    },
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );
  const mailTypes = references.tiposMail.map((type) => ({
    value: String(type.id),
    label: type.descripcion,
  }));

  return (
    <form onSubmit={submit} noValidate aria-label="Datos de contacto">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Datos de contacto
        </Title>
        <FormRows
          count={form.values.emails.length}
          row={(index) => (
            <>
              <NativeSelect
                label={`Tipo del e-mail ${index + 1}`}
                data={mailTypes}
                disabled={readOnly}
                value={String(form.values.emails[index]?.tipoMail)}
                onChange={(event) =>
                  form.setFieldValue(`emails.${index}.tipoMail`, Number(event.currentTarget.value))
                }
              />
              <TextInput
                label={`E-mail ${index + 1}`}
                type="email"
                disabled={readOnly}
                style={{ flex: '1 1 14rem' }}
                {...form.getInputProps(`emails.${index}.email`)}
              />
            </>
          )}
          removable={form.values.emails.length > 1}
          removeLabel={(index) => `Quitar el e-mail ${index + 1}`}
          onRemove={(index) => form.removeListItem('emails', index)}
          addLabel="Agregar e-mail"
          onAdd={() => form.insertListItem('emails', { tipoMail: 4, email: '' })}
          readOnly={readOnly}
        />
        <FormRows
          count={form.values.telefonos.length}
          row={(index) => (
            <>
              <NativeSelect
                label={`Tipo del teléfono ${index + 1}`}
                data={references.tiposTelefono}
                disabled={readOnly}
                {...form.getInputProps(`telefonos.${index}.tipo`)}
              />
              <TextInput
                label={`Teléfono ${index + 1}`}
                type="tel"
                disabled={readOnly}
                style={{ flex: '1 1 10rem' }}
                {...form.getInputProps(`telefonos.${index}.numero`)}
              />
            </>
          )}
          removeLabel={(index) => `Quitar el teléfono ${index + 1}`}
          onRemove={(index) => form.removeListItem('telefonos', index)}
          addLabel="Agregar teléfono"
          onAdd={() => form.insertListItem('telefonos', { tipo: 'Celular', numero: '' })}
          readOnly={readOnly}
        />
        {typeof form.errors.emails === 'string' && (
          <Alert color="red" variant="light" role="alert">
            {form.errors.emails}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        {saved && (
          <Alert color="green" variant="light" role="status">
            {saved}
          </Alert>
        )}
        {!readOnly && (
          <div>
            <Button type="submit" loading={save.isPending}>
              Guardar contacto
            </Button>
          </div>
        )}
      </Stack>
    </form>
  );
}
