import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PASSWORD_MAX_LENGTH } from '@portal/domain/auth';

type Field = Pick<PasswordInputProps, 'value' | 'onChange' | 'error'>;

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
      <PasswordInput
        label={label}
        description="Entre 8 y 30 caracteres"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        {...password}
      />
      <PasswordInput
        label="Repetí la contraseña"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        {...confirmation}
      />
    </>
  );
}
