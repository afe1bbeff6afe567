import { NativeSelect } from '@mantine/core';
import { formatServerDate } from '@portal/domain/format';
import { usePlaces } from '@/entities/place/places';
import { useProviderId } from '@/lib/session/use-provider-id';

interface Props {
  now: Date;
  value: string;
  error?: unknown;
  onChange: (value: string) => void;
}

/** lugarAtencionPrestador: the provider's attention places in force today. */
export function PlaceSelect({ now, value, error, onChange }: Props) {
  const places = usePlaces('autorizaciones', useProviderId(), formatServerDate(now));
  const none = places.isSuccess && places.data.length === 0;
  return (
    <NativeSelect
      label="Lugar de atención"
      required
      data={[
        { value: '', label: places.isPending ? 'Cargando lugares…' : 'Seleccioná un lugar' },
        ...(places.data ?? []).map((place) => ({
          value: String(place.id),
          label: `${place.descripcion} (${place.calle} ${place.numero}, ${place.localidad})`,
        })),
      ]}
      value={value}
      error={
        (error as string | undefined) ?? (none ? 'No hay lugares de atención vigentes.' : undefined)
      }
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
