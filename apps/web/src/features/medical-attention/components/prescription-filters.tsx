import { Button, Group, NativeSelect } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { recetasQuery } from '@portal/contracts';
import { RECETAS_PAGE_SIZES } from '@portal/domain/medical-attention';
import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { DateRangeFields } from '@/components/date-field/date-range-fields';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { typedDayToServer } from '@/lib/format';
import type { RecetasFilters } from '../api/records';

/** What the filters hold: the query's fields, the dates as typed ('' for none). */
interface FilterValues {
  fecha_desde: string;
  fecha_hasta: string;
  cantidad: string;
}

const bySchema = schemaResolver(recetasQuery, { sync: true });

/** The first page of the query; an empty date is left out (the last two years). */
function toFilters(values: FilterValues): RecetasFilters {
  const desde = typedDayToServer(values.fecha_desde);
  const hasta = typedDayToServer(values.fecha_hasta);
  return {
    cantidad: Number(values.cantidad),
    pagina: 1,
    ...(desde ? { fecha_desde: desde } : {}),
    ...(hasta ? { fecha_hasta: hasta } : {}),
  };
}

/** A typed day that does not exist, in the form's words; then the contract's query schema. */
function validate(values: FilterValues): FormErrors {
  const errors: FormErrors = { ...bySchema(toFilters(values)) };
  for (const field of ['fecha_desde', 'fecha_hasta'] as const) {
    if (values[field].trim() && !typedDayToServer(values[field])) {
      errors[field] = TYPED_DATE_INVALID;
    }
  }
  return errors;
}

/** Desde / hasta (dd/mm/aaaa, empty for the last two years) and how many a page. */
export function PrescriptionFilters({
  filters,
  onSearch,
}: {
  filters: RecetasFilters;
  onSearch: (filters: RecetasFilters) => void;
}) {
  const form = useForm<FilterValues>({
    mode: 'controlled',
    initialValues: { fecha_desde: '', fecha_hasta: '', cantidad: String(filters.cantidad) },
    validate,
  });
  const submit = form.onSubmit(
    (values) => onSearch(toFilters(values)),
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );

  return (
    <form onSubmit={submit} aria-label="Filtrar recetas" noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateRangeFields form={form} from="fecha_desde" to="fecha_hasta" w={150} />
        <NativeSelect
          label="Cantidad por página"
          {...form.getInputProps('cantidad')}
          data={RECETAS_PAGE_SIZES.map(String)}
          w={150}
        />
        <Button type="submit">Buscar</Button>
      </Group>
    </form>
  );
}
