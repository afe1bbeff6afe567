import { Button, Group, NativeSelect } from '@mantine/core';
import { RECETAS_PAGE_SIZES } from '@portal/domain/medical-attention';
import { TYPED_DATE_INVALID, formatServerDate, parseTypedDate } from '@portal/domain/format';
import { useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field/date-field';
import type { RecetasFilters } from '../api/records';

/** Desde / hasta (dd/mm/aaaa, empty for the last two years) and how many a page. */
export function PrescriptionFilters({
  filters,
  onSearch,
}: {
  filters: RecetasFilters;
  onSearch: (filters: RecetasFilters) => void;
}) {
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [cantidad, setCantidad] = useState(String(filters.cantidad));
  const [errors, setErrors] = useState<{ desde?: string; hasta?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = desde.trim() ? parseTypedDate(desde) : undefined;
    const until = hasta.trim() ? parseTypedDate(hasta) : undefined;
    const found = {
      ...(from === null ? { desde: TYPED_DATE_INVALID } : {}),
      ...(until === null ? { hasta: TYPED_DATE_INVALID } : {}),
    };
    setErrors(found);
    if (from === null || until === null) return;
    onSearch({
      cantidad: Number(cantidad),
      pagina: 1,
      ...(from ? { fecha_desde: formatServerDate(from) } : {}),
      ...(until ? { fecha_hasta: formatServerDate(until) } : {}),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Filtrar recetas" noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField label="Desde" value={desde} onChange={setDesde} error={errors.desde} w={150} />
        <DateField label="Hasta" value={hasta} onChange={setHasta} error={errors.hasta} w={150} />
        <NativeSelect
          label="Cantidad por página"
          value={cantidad}
          onChange={(event) => setCantidad(event.currentTarget.value)}
          data={RECETAS_PAGE_SIZES.map(String)}
          w={150}
        />
        <Button type="submit">Buscar</Button>
      </Group>
    </form>
  );
}
