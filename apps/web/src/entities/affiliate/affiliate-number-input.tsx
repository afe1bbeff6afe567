import { TextInput, type TextInputProps } from '@mantine/core';

/** The affiliate number field of spec §3: one text, three space-separated parts. */
export function AffiliateNumberInput(props: Omit<TextInputProps, 'label' | 'description'>) {
  return (
    <TextInput
      label="Número de afiliado"
      description="Contrato, número intermedio e integrante, separados por espacios (por ejemplo, 30000001 1 01)."
      placeholder="30000001 1 01"
      autoComplete="off"
      spellCheck={false}
      {...props}
    />
  );
}
