import { Button, Group, TextInput } from '@mantine/core';
import type { ContentRowType } from '@portal/domain/imports';
import { useState } from 'react';
import { useNavigate } from 'react-router';

const KEY_LABEL: Partial<Record<ContentRowType, string>> = {
  sucursal: 'Código de la sucursal nueva',
  novedad: 'Clave de la novedad nueva (minúsculas, números y guiones)',
  revista: 'Número de la revista nueva',
  guia: 'Código de la guía nueva',
};

/**
 * A new branch, news item, issue or guide starts as a draft under the key the person gives (the
 * content file's); pages are the portal's routes, so none is added here.
 */
export function NewItem({ tipo }: { tipo: ContentRowType }) {
  const [clave, setClave] = useState('');
  const navigate = useNavigate();
  const label = KEY_LABEL[tipo];
  if (!label) return null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const key = clave.trim();
        if (key)
          void navigate(
            `/contenido?${new URLSearchParams({ tipo, clave: key, nuevo: '1' }).toString()}`,
          );
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          value={clave}
          onChange={(event) => setClave(event.currentTarget.value)}
        />
        <Button type="submit" variant="default" disabled={clave.trim() === ''}>
          Crear borrador
        </Button>
      </Group>
    </form>
  );
}
