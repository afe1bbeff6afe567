import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UserOptionsResponse } from '@portal/contracts';
import { USER_DOCUMENT_TYPES } from '@portal/domain/user-management';
import { ModuleCheckboxes } from './module-checkboxes';

/** What the create and change forms share (text values, as the fields hold them). */
export interface PersonValues {
  nombre: string;
  apellido: string;
  tipoDocumento: string;
  numeroDocumento: string;
  sector: string;
  rol: string;
  modulos: string[];
}

const choose = (items: readonly { id: number | string; descripcion: string }[], prompt: string) => [
  { value: '', label: prompt },
  ...items.map((item) => ({ value: String(item.id), label: item.descripcion })),
];

/** Name, document (its shape per type), sector, role and the module checkboxes. */
export function PersonFields<Values extends PersonValues>({
  form,
  options,
}: {
  form: UseFormReturnType<Values>;
  options: UserOptionsResponse;
}) {
  const type = USER_DOCUMENT_TYPES.find((entry) => entry.id === form.getValues().tipoDocumento);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Nombre" required autoComplete="off" {...form.getInputProps('nombre')} />
        <TextInput
          label="Apellido"
          required
          autoComplete="off"
          {...form.getInputProps('apellido')}
        />
        <NativeSelect
          label="Tipo de documento"
          required
          data={choose(options.tiposDocumento, 'Elegí un tipo')}
          {...form.getInputProps('tipoDocumento')}
        />
        <TextInput
          label="Número de documento"
          required
          description={type ? `${type.descripcion}: ${type.shape}.` : undefined}
          {...form.getInputProps('numeroDocumento')}
        />
        <NativeSelect
          label="Sector"
          required
          data={choose(options.sectores, 'Elegí un sector')}
          {...form.getInputProps('sector')}
        />
        <NativeSelect
          label="Rol"
          required
          data={choose(options.roles, 'Elegí un rol')}
          {...form.getInputProps('rol')}
        />
      </SimpleGrid>
      <ModuleCheckboxes
        groups={options.modulos}
        value={form.getValues().modulos}
        onChange={(value) => form.setFieldValue('modulos', value as never)}
        error={form.errors['modulos']}
      />
    </>
  );
}
