import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { RudiFile } from '@portal/contracts';
import { orderDatesProblem, type RequestDates } from '@portal/domain/authorizations';

function valueAt(values: unknown, path: string): unknown {
  let value: unknown = values;
  for (const key of path ? path.split('.') : []) {
    value = (value as Record<string, unknown> | null)?.[key];
  }
  return value;
}

/**
 * The domain's order-date rules (an order after today, a surgery, admission or transfer before
 * the order, an admission after the order's validity) on the field they concern, so the form
 * says it before uploading anything; the server checks the same. The values keep the body's
 * shape, so the problem's path is the field's.
 */
function orderDateErrors(values: unknown, orderDates: OrderDates): FormErrors {
  const held = valueAt(values, orderDates.at);
  const text = (key: keyof RequestDates) => {
    const value = (held as Record<string, unknown> | null)?.[key];
    return typeof value === 'string' ? value : undefined;
  };
  const problem = orderDatesProblem(
    {
      fechaOrden: text('fechaOrden') ?? '',
      fechaCirugia: text('fechaCirugia'),
      fechaInternacion: text('fechaInternacion'),
      fechaTraslado: text('fechaTraslado'),
    },
    orderDates.now,
    orderDates.at,
  );
  return problem ? { [problem.path]: problem.message } : {};
}

/** Today, and the path of the object that holds the request's dates ('' at the top). */
interface OrderDates {
  now: Date;
  at: string;
}

interface Options<Values, Body> {
  initialValues: Values;
  /** The contract's schema of the call's body: the server checks the same one. */
  schema: Parameters<typeof schemaResolver>[0];
  /** The body the call takes, from what the form holds (files added when sending). */
  toBody: (values: Values, imagenes: RudiFile[]) => Body;
  /** What the schema cannot say in this form's words (a choice not made yet, a field the kind requires). */
  rules?: (values: Values) => FormErrors;
  /** Where the domain's order-date rules read the request's dates, and today. */
  orderDates?: OrderDates;
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
