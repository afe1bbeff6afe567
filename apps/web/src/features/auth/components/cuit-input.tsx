import { TextInput, type TextInputProps } from '@mantine/core';

/** The provider's CUIT, as registration and password recovery both ask for it. */
export function CuitInput(props: Omit<TextInputProps, 'label' | 'description'>) {
  return (
    <TextInput
      label="CUIT"
      description="11 dígitos, sin guiones"
      inputMode="numeric"
      maxLength={11}
      required
      {...props}
    />
  );
}
