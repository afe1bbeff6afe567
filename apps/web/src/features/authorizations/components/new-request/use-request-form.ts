import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { RudiFile } from '@portal/contracts';
import { ORDER_DATE_MESSAGES, orderDatesProblem } from '@portal/domain/authorizations';

type DateRole = 'fechaOrden' | 'fechaCirugia' | 'fechaInternacion' | 'fechaTraslado';

/** The field each of the domain's order-date problems is said on. */
const FIELD_OF_PROBLEM: Record<string, DateRole> = {
  [ORDER_DATE_MESSAGES.orderInFuture]: 'fechaOrden',
  [ORDER_DATE_MESSAGES.surgeryBeforeOrder]: 'fechaCirugia',
  [ORDER_DATE_MESSAGES.admissionBeforeOrder]: 'fechaInternacion',
  [ORDER_DATE_MESSAGES.admissionAfterValidity]: 'fechaInternacion',
  [ORDER_DATE_MESSAGES.transferBeforeOrder]: 'fechaTraslado',
};

function valueAt(values: unknown, path: string): string | undefined {
  let value: unknown = values;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The domain's order-date rules (an order after today, a surgery, admission or transfer before
 * the order, an admission after the order's validity) on the field they concern, so the form
 * says it before uploading anything; the server checks the same.
 */
function orderDateErrors(
  values: unknown,
  orderDates: { now: Date; fields: Partial<Record<DateRole, string>> },
): FormErrors {
  const at = (role: DateRole) => {
    const path = orderDates.fields[role];
    return path ? valueAt(values, path) : undefined;
  };
  const problem = orderDatesProblem(
    {
      fechaOrden: at('fechaOrden') ?? '',
      fechaCirugia: at('fechaCirugia'),
      fechaInternacion: at('fechaInternacion'),
      fechaTraslado: at('fechaTraslado'),
    },
    orderDates.now,
  );
  const path = problem ? orderDates.fields[FIELD_OF_PROBLEM[problem] ?? 'fechaOrden'] : undefined;
  return problem && path ? { [path]: problem } : {};
}

interface Options<Values, Body> {
  initialValues: Values;
  /** The contract's schema of the call's body: the server checks the same one. */
  schema: Parameters<typeof schemaResolver>[0];
  /** The body the call takes, from what the form holds (files added when sending). */
  toBody: (values: Values, imagenes: RudiFile[]) => Body;
  /** What the schema cannot say in this form's words (a choice not made yet, a field the kind requires). */
  rules?: (values: Values) => FormErrors;
  /** The form's date fields by their role in the domain's order-date rules, and today. */
  orderDates?: { now: Date; fields: Partial<Record<DateRole, string>> };
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
  orderDates,
}: Options<Values, Body>) {
  const bySchema = schemaResolver(schema, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const errors: FormErrors = { ...bySchema(toBody(values, [])) };
      // A rule that finds nothing wrong (null) must not hide another's message on its field.
      const own = [orderDates ? orderDateErrors(values, orderDates) : {}, rules?.(values) ?? {}];
      for (const [path, message] of own.flatMap((found) => Object.entries(found))) {
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
