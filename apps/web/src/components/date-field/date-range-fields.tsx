import type { UseFormReturnType } from '@mantine/form';
import { DateField } from './date-field';

/** The keys of a form's values that hold a typed date (text). */
type DateKey<Values> = {
  [Key in keyof Values]: Values[Key] extends string ? Key : never;
}[keyof Values] &
  string;

interface Props<Values> {
  form: UseFormReturnType<Values>;
  /** The form's fields of the window's first and last day. */
  from: DateKey<Values>;
  to: DateKey<Values>;
  /** What an empty field means (e.g. "Vacío: hoy"); default: the date format. */
  fromDescription?: string;
  toDescription?: string;
  /** The inputs' `name`s, where a page's own parameters name them. */
  names?: readonly [string, string];
  w?: number;
}

/**
 * The "Desde" and "Hasta" pair of a search form, bound to its two date fields. The window's rule
 * (an empty end, its maximum length, an exclusive end on the wire) belongs to the domain; this
 * is only how the pair is asked for.
 */
export function DateRangeFields<Values>({
  form,
  from,
  to,
  fromDescription,
  toDescription,
  names,
  w,
}: Props<Values>) {
  const field = (key: DateKey<Values>, label: string, description?: string, name?: string) => (
    <DateField
      label={label}
      {...(name ? { name } : {})}
      {...(description === undefined ? {} : { description })}
      w={w}
      {...form.getInputProps(key)}
      value={form.values[key] as string}
    />
  );
  return (
    <>
      {field(from, 'Desde', fromDescription, names?.[0])}
      {field(to, 'Hasta', toDescription, names?.[1])}
    </>
  );
}
