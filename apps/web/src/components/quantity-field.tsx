import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A quantity as typed (a service's, a material's, the medication's). It is a text field, not a
 * number input, on purpose: a number input clamps 99999999999 to the limit and drops letters,
 * changing what the provider typed without a word; here the contract's schema refuses it with its
 * message on the field (domain QUANTITY_MESSAGES).
 */
export function QuantityField(props: Omit<TextInputProps, 'inputMode' | 'autoComplete'>) {
  return <TextInput inputMode="numeric" autoComplete="off" w={120} {...props} />;
}
