import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A quantity as typed (of a request's service, material or medication, a connectivity service, a
 * prescribed medication). It is a text field, not a number input, on purpose: a number input
 * clamps 99999999999 to the limit and drops letters, changing what the provider typed without a
 * word; here the contract's schema refuses it with its domain message on the field.
 */
export function QuantityField(props: Omit<TextInputProps, 'inputMode' | 'autoComplete'>) {
  return <TextInput inputMode="numeric" autoComplete="off" w={120} {...props} />;
}
