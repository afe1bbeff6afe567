import { Radio, Stack } from '@mantine/core';
import type { AuthorizationOptionsResponse } from '@portal/contracts';
import type { AuthorizationKind } from '@portal/domain/authorizations';

interface Props {
  tipos: AuthorizationOptionsResponse['tipos'];
  value: AuthorizationKind | null;
  onChange: (kind: AuthorizationKind) => void;
}

/** The kinds this provider may file (opciones.tipos: dental only for odontology providers). */
export function KindChoice({ tipos, value, onChange }: Props) {
  return (
    <Radio.Group
      label="Tipo de trámite"
      required
      value={value ?? ''}
      onChange={(id) => {
        const kind = tipos.find((tipo) => tipo.id === id);
        if (kind) onChange(kind.id);
      }}
    >
      <Stack gap="xs" mt="xs">
        {tipos.map((tipo) => (
          <Radio key={tipo.id} value={tipo.id} label={tipo.descripcion} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
