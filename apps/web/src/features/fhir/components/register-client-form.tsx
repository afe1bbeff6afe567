import {
  Alert,
  Button,
  Checkbox,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  FHIR_SCOPES,
  newFhirClientRequest,
  type FhirClientDto,
  type FhirClientsResponse,
  type NewFhirClientRequest,
} from '@portal/contracts';
import { errorMessage } from '@/lib/api-error';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useRegisterFhirClient } from '../api/clients';
import { scopeLabel } from './scope-labels';

interface Values {
  nombre: string;
  /** '' until a member is chosen: the schema then says to choose one. */
  idUsuario: number | '';
  scopes: string[];
  jwks: string;
}

const EMPTY: Values = { nombre: '', idUsuario: '', scopes: [], jwks: '' };

interface Props {
  team: FhirClientsResponse['equipo'];
  onRegistered: (client: FhirClientDto, message: string) => void;
}

/** Registrar sistema: its name, who it acts as, what it may do and its public key. */
export function RegisterClientForm({ team, onRegistered }: Props) {
  const register = useRegisterFhirClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(newFhirClientRequest, { sync: true }),
  });
  const submit = form.onSubmit(
    (values) =>
      // The resolver passed: the values are the schema's.
      register.mutate(values as NewFhirClientRequest, {
        onSuccess: (answer) => {
          form.reset();
          onRegistered(answer.cliente, answer.mensaje);
        },
      }),
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );
  const member = form.getInputProps('idUsuario');
  return (
    <form onSubmit={submit} noValidate aria-label="Registrar sistema">
      <Stack gap="md">
        <TextInput label="Nombre del sistema" required {...form.getInputProps('nombre')} />
        <NativeSelect
          label="Actúa como"
          description="El sistema tiene los permisos de este integrante del equipo."
          required
          data={[
            { value: '', label: 'Elegí un integrante' },
            ...team.map((person) => ({
              value: String(person.idUsuario),
              label: `${person.nombre} (${person.email})`,
            })),
          ]}
          value={String(form.values.idUsuario)}
          error={member.error as string | undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            form.setFieldValue('idUsuario', value ? Number(value) : '');
          }}
        />
        <Checkbox.Group label="Permisos" required {...form.getInputProps('scopes')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {FHIR_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={scopeLabel(scope)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Textarea
          label="Clave pública (JWK o JWKS)"
          description="Pegá la clave pública del sistema en formato JSON. Nunca pegues la clave privada."
          required
          autosize
          minRows={4}
          maxRows={12}
          spellCheck={false}
          className="fhir-key-field"
          {...form.getInputProps('jwks')}
        />
        {register.isError && (
          <Alert color="red" variant="light" role="alert" title="No pudimos registrar el sistema">
            {errorMessage(register.error)}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={register.isPending}>
            Registrar sistema
          </Button>
        </div>
      </Stack>
    </form>
  );
}
