import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { createProviderRequest } from '@portal/contracts';
import { sanitizeEmail } from '@portal/domain/auth';
import { PROVIDER_TYPE_NAMES, PROVIDER_TYPES, type ProviderType } from '@portal/domain/provider';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ErrorNotice } from '@/lib/error-notice';
import { useCreateProvider, useLocalities, useModuleCatalogue } from './providers-api';

interface Values {
  codigo: string;
  cuit: string;
  razonSocial: string;
  nombre: string;
  tipo: ProviderType;
  email: string;
  localidad: string;
  adminEmail: string;
  modulos: string[];
}

const INITIAL: Values = {
  codigo: '',
  cuit: '',
  razonSocial: '',
  nombre: '',
  tipo: 'P',
  email: '',
  localidad: '',
  adminEmail: '',
  modulos: [],
};

const TYPE_OPTIONS = PROVIDER_TYPES.map((type) => ({
  value: type,
  label: PROVIDER_TYPE_NAMES[type],
}));
const validate = schemaResolver(createProviderRequest, { sync: true });
const clean = (values: Values) => ({
  ...values,
  email: sanitizeEmail(values.email),
  adminEmail: sanitizeEmail(values.adminEmail),
});

function LocalityField(props: {
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const localities = useLocalities(debounced);
  const data = (localities.data ?? []).map((entry) => ({
    value: String(entry.id),
    label: `${entry.nombre} (${entry.provincia})`,
  }));
  return (
    <Select
      label="Localidad"
      placeholder="Escribí al menos 2 letras"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      // The server already matched the words: the list is shown as it came.
      filter={({ options }) => options}
      nothingFoundMessage={
        debounced.trim().length >= 2 ? 'No hay localidades con ese nombre' : null
      }
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? '')}
      error={props.error}
    />
  );
}

/** A new provider account and its first admin, who gets the invitation by e-mail. */
export function CreateProviderDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateProvider();
  const catalogue = useModuleCatalogue();
  const navigate = useNavigate();
  const [created, setCreated] = useState<{ codigo: number; invitado: string } | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: INITIAL,
    validate: (values) => validate(clean(values)),
  });
  const close = () => {
    form.reset();
    create.reset();
    setCreated(null);
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(clean(values), {
      onSuccess: (answer) =>
        setCreated({ codigo: answer.prestador.codigo, invitado: answer.invitado }),
    }),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Nueva cuenta de prestador"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {created ? (
        <Stack gap="sm">
          <Alert color="green" variant="light" role="status">
            La cuenta quedó creada. Le enviamos la invitación a {created.invitado}: con ese e-mail y
            el CUIT del prestador elige su contraseña desde «Olvidó?» en el portal.
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Listo
            </Button>
            <Button
              onClick={() => {
                close();
                void navigate(String(created.codigo));
              }}
            >
              Ver el prestador
            </Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate aria-label="Nueva cuenta de prestador" onSubmit={submit}>
          <Stack gap="sm">
            <ErrorNotice error={create.error} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Código de prestador"
                inputMode="numeric"
                {...form.getInputProps('codigo')}
              />
              <TextInput label="CUIT" inputMode="numeric" {...form.getInputProps('cuit')} />
            </SimpleGrid>
            <TextInput
              label="Razón social o apellido y nombre"
              {...form.getInputProps('razonSocial')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Nombre abreviado" {...form.getInputProps('nombre')} />
              <NativeSelect label="Tipo" data={TYPE_OPTIONS} {...form.getInputProps('tipo')} />
            </SimpleGrid>
            <TextInput label="E-mail del prestador" type="email" {...form.getInputProps('email')} />
            <LocalityField
              value={form.values.localidad}
              onChange={(value) => form.setFieldValue('localidad', value)}
              error={form.errors.localidad}
            />
            <TextInput
              label="E-mail de su primer administrador"
              description="Le llega la invitación para elegir su contraseña."
              type="email"
              {...form.getInputProps('adminEmail')}
            />
            <Checkbox.Group label="Módulos" {...form.getInputProps('modulos')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                {(catalogue.data ?? []).map((entry) => (
                  <Checkbox key={entry.id} value={entry.id} label={entry.titulo} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={create.isPending}>
                Crear la cuenta
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
