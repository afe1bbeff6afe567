import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { RudiFile } from '@portal/contracts';

interface Options<Values, Body> {
  initialValues: Values;
  /** The contract's schema of the call's body: the server checks the same one. */
  schema: Parameters<typeof schemaResolver>[0];
  /** The body the call takes, from what the form holds (files added when sending). */
  toBody: (values: Values, imagenes: RudiFile[]) => Body;
  /** What the schema cannot say in this form's words (a choice not made yet, a field the kind requires). */
  rules?: (values: Values) => FormErrors;
}

/**
 * A request form on @mantine/form (docs/decisions/0019): its values keep the body's shape, so
 * the contract schema's errors land on the fields by their path; the form's own rules are
 * checked after the schema and win on the same field when they find something wrong.
 */
export function useRequestForm<Values extends Record<string, unknown>, Body>({
  initialValues,
  schema,
  toBody,
  rules,
}: Options<Values, Body>) {
  const bySchema = schemaResolver(schema, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const errors: FormErrors = { ...bySchema(toBody(values, [])) };
      // A rule that finds nothing wrong (null) must not hide the schema's message on its field.
      for (const [path, message] of Object.entries(rules?.(values) ?? {})) {
        if (message) errors[path] = message;
      }
      for (const [path, message] of Object.entries(errors)) if (!message) delete errors[path];
      return errors;
    },
  });
  return { form, toBody };
}

/** A text field's props (DateField and this area's fields want a value, never undefined). */
export function textProps<Values>(form: UseFormReturnType<Values>, path: string) {
  const props = form.getInputProps(path);
  return { ...props, value: String(props.value ?? '') };
}
