import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { settlementFilters, type SettlementFilters } from '@portal/contracts';
import { SETTLEMENT_DEFAULT_MONTHS, addMonths, periodOf } from '@portal/domain/settlements';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import type { SettlementListQuery } from '../api/settlement-queries';

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
].map((label, index) => ({ value: String(index + 1).padStart(2, '0'), label }));

/** The range the page opens with: the last twelve settled months (the server's default too). */
export function defaultFilters(now: Date): SettlementFilters {
  const hasta = addMonths(periodOf(now), -1);
  const desde = addMonths(hasta, -(SETTLEMENT_DEFAULT_MONTHS - 1));
  const split = (period: number) => ({
    mes: String(period % 100).padStart(2, '0'),
    anio: String(Math.floor(period / 100)),
  });
  return {
    mesDesde: split(desde).mes,
    anioDesde: split(desde).anio,
    mesHasta: split(hasta).mes,
    anioHasta: split(hasta).anio,
    expediente: '',
  };
}

export function queryOf(values: SettlementFilters): SettlementListQuery {
  return {
    periodoDesde: `${values.anioDesde}${values.mesDesde}`,
    periodoHasta: `${values.anioHasta}${values.mesHasta}`,
    ...(values.expediente ? { expediente: Number(values.expediente) } : {}),
    pagina: 1,
  };
}

interface Props {
  now: Date;
  loading: boolean;
  onSearch: (query: SettlementListQuery) => void;
}

/** Consulta por período: month and year of each end (at most 24 months) and an expediente. */
export function PeriodForm({ now, loading, onSearch }: Props) {
  const thisYear = Math.floor(periodOf(now) / 100);
  const years = Array.from({ length: 4 }, (_, index) => String(thisYear - index));
  const form = useForm({
    mode: 'controlled',
    initialValues: defaultFilters(now),
    validate: schemaResolver(settlementFilters, { sync: true }),
  });
  const submit = form.onSubmit(
    (values) => onSearch(queryOf(values)),
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Consulta de liquidaciones">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect label="Mes desde" data={MONTHS} {...form.getInputProps('mesDesde')} />
        <NativeSelect label="Año desde" data={years} {...form.getInputProps('anioDesde')} />
        <NativeSelect label="Mes hasta" data={MONTHS} {...form.getInputProps('mesHasta')} />
        <NativeSelect label="Año hasta" data={years} {...form.getInputProps('anioHasta')} />
        <TextInput
          label="Expediente"
          inputMode="numeric"
          description="Opcional"
          {...form.getInputProps('expediente')}
        />
        <Button type="submit" loading={loading}>
          Consultar
        </Button>
      </Group>
    </form>
  );
}
