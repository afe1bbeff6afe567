import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PASSWORD_MAX_LENGTH } from '@portal/domain/auth';
import { useId } from 'react';

type Field = Pick<PasswordInputProps, 'value' | 'onChange' | 'error'>;

/**
 * Mantine's PasswordInput marks its error only with styles: the input says it is invalid and
 * names its message here, so a screen reader hears both and the form can focus the field.
 */
function ChosenPassword({ field, ...props }: PasswordInputProps & { field: Field }) {
  const id = useId();
  return (
    <PasswordInput
      id={id}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      required
      aria-invalid={field.error ? true : undefined}
      aria-describedby={field.error ? `${id}-error` : undefined}
      {...props}
      {...field}
    />
  );
}

/** A password being chosen and its repetition, as registration and recovery both ask for them. */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  label: string;
  password: Field;
  confirmation: Field;
}) {
  return (
    <>
      <ChosenPassword label={label} description="Entre 8 y 30 caracteres" field={password} />
      <ChosenPassword label="Repetí la contraseña" field={confirmation} />
    </>
  );
}
