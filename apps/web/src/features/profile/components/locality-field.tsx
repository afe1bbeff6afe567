import { PROFILE_MESSAGES } from '@portal/domain/profile';
import { LocalityField, useLocalitySearch, type ChosenLocality } from '@/components/locality-field';
import { useLocalities } from '../api/profile';

interface Props {
  label: string;
  provincia: number;
  value: ChosenLocality;
  error?: unknown;
  disabled?: boolean;
  onChange: (value: ChosenLocality) => void;
}

/**
 * A locality of the chosen province (the existing locality data): at least 3 letters, searched
 * a second after typing stops (spec §5 address autocomplete).
 */
export function ProvinceLocalityField({
  label,
  provincia,
  value,
  error,
  disabled,
  onChange,
}: Props) {
  const search = useLocalitySearch(value);
  const results = useLocalities(provincia, search.asking);
  const options = search.asking
    ? (results.data ?? []).map((locality) => ({
        id: locality.id,
        label: `${locality.nombre} (${locality.partido}, CP ${locality.codigoPostal})`,
        chosen: locality.nombre,
      }))
    : [];
  return (
    <LocalityField
      label={label}
      placeholder={PROFILE_MESSAGES.searchTooShort}
      required
      disabled={disabled}
      error={error}
      listLabel={`Localidades para ${label.toLowerCase()}`}
      search={search}
      options={options}
      fetching={results.isFetching}
      value={value}
      onChange={onChange}
    />
  );
}
