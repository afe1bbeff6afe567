import { DIRECTORY_MESSAGES, localityLabel } from '@portal/domain/directory';
import { LocalityField, useLocalitySearch, type ChosenLocality } from '@/components/locality-field';
import { useLocalitySuggestions, type DirectoryAudience } from '../api/directory';

interface Props {
  audience: DirectoryAudience;
  value: ChosenLocality;
  onChange: (value: ChosenLocality) => void;
}

/**
 * The directory's locality (spec §2, §9): asked from the third letter, a second after typing
 * stops; each suggestion shows locality, partido and province.
 */
export function DirectoryLocalityField({ audience, value, onChange }: Props) {
  const search = useLocalitySearch(value);
  const results = useLocalitySuggestions(audience, search.asking);
  const options = search.asking
    ? (results.data ?? []).map((locality) => {
        const label = localityLabel(locality);
        return { id: locality.id, label, chosen: label };
      })
    : [];
  return (
    <LocalityField
      className="grow-field"
      label="Localidad"
      placeholder={DIRECTORY_MESSAGES.localityPlaceholder}
      maxLength={60}
      listLabel="Localidades sugeridas"
      search={search}
      options={options}
      fetching={results.isFetching}
      value={value}
      onChange={onChange}
    />
  );
}
