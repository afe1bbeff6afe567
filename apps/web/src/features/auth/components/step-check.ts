import { schemaResolver, type FormErrors } from '@mantine/form';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';

interface Step<Values> {
  /** The contract's schema of the step's call: the server checks the same body. */
  schema: Parameters<typeof schemaResolver>[0];
  /** The text of a field whose schema has no Spanish message of its own (a plain min(1)). */
  messages?: Partial<Record<string, string>>;
  /** What the body does not carry (the repeated password); wins on its field. */
  rules?: (values: Values) => FormErrors;
}

/**
 * The check of one step of registration or recovery (docs/decisions/0019): the form's values
 * keep the body's shape, so the schema's issues land on the fields by their path.
 */
export function checkStep<Values>({ schema, messages = {}, rules }: Step<Values>) {
  const bySchema = schemaResolver(schema, { sync: true });
  return (values: Values): FormErrors => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(bySchema(values))) {
      errors[path] = messages[path] ?? message;
    }
    for (const [path, message] of Object.entries(rules?.(values) ?? {})) {
      if (message) errors[path] = message;
    }
    return errors;
  };
}

/** The repeated password differs from the one chosen. */
export function passwordsDiffer(values: { password: string; confirmation: string }): FormErrors {
  return values.password === values.confirmation ? {} : { confirmation: PASSWORDS_DIFFER };
}

/** A step's refusal puts the cursor on its first field in error. */
export function focusFirstError(
  _errors: FormErrors,
  _values: unknown,
  event?: FormEvent<HTMLFormElement>,
): void {
  focusFirstInvalid(event?.currentTarget ?? null);
}
