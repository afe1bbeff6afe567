import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  DIRECTORY_MESSAGES,
  directorySearchFromQuery,
  hasCriteria,
  type DirectorySearch as Search,
  withDirectorySearch,
  type SectionKind,
} from '@portal/domain/directory';
import { formatNumber } from '@portal/domain/format';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { EmptyState } from '@/components/empty-state';
import {
  useDirectorySearch,
  useSectionSpecialties,
  type DirectoryAudience,
} from '../api/directory';
import { DirectoryPaginator } from './directory-paginator';
import { LocalityField, type ChosenLocality } from './locality-field';
import { NameField } from './name-field';
import { ResultCard } from './result-card';

interface Props {
  audience: DirectoryAudience;
  seccion: SectionKind;
  /** The section's name: the error dialog's title (spec §8). */
  title: string;
  /** The urgent-care screen asks only for the locality. */
  withSpecialty?: boolean;
  withName?: boolean;
}

/** Spec §2's empty result stays the title; the hint names the filters this search has. */
const noResultsHint = (withSpecialty: boolean, withName: boolean) =>
  `Probá con otra ${withSpecialty ? 'especialidad o ' : ''}localidad${withName ? ', o buscá sin nombre' : ''}.`;

const results = (count: number) =>
  count === 1 ? '1 resultado' : `${formatNumber(count)} resultados`;

/**
 * A section's directory search: specialty, locality and name, the filters kept in the address
 * (a shareable search); result cards nearest first, 6 a page.
 */
export function DirectorySearch({
  audience,
  seccion,
  title,
  withSpecialty = true,
  withName = true,
}: Props) {
  const dialogs = useDialogs();
  const [params, setParams] = useSearchParams();
  const search = directorySearchFromQuery(params);
  const [especialidad, setEspecialidad] = useState(search.especialidad);
  const [locality, setLocality] = useState<ChosenLocality>({
    id: search.localidad,
    label: search.zona,
  });
  const [nombre, setNombre] = useState(search.nombre);
  const specialties = useSectionSpecialties(audience, seccion);
  const searched = hasCriteria(search);
  const answer = useDirectorySearch(audience, seccion, search, searched);

  useEffect(() => {
    if (answer.isError) dialogs.error({ title, message: DIRECTORY_MESSAGES.searchFailed });
  }, [answer.isError, answer.errorUpdatedAt, dialogs, title]);

  const go = (next: Search) => setParams((current) => withDirectorySearch(current, next));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ especialidad, localidad: locality.id, zona: locality.label, nombre, pagina: 1 });
  };
  const cards = answer.isError ? [] : (answer.data?.prestadores ?? []);

  return (
    <Stack gap="md">
      <form onSubmit={submit} aria-label={`Buscar en ${title}`} noValidate>
        <Group align="flex-end" gap="sm">
          {withSpecialty && (
            <NativeSelect
              className="grow-field"
              label="Especialidad"
              value={String(especialidad)}
              onChange={(event) => setEspecialidad(Number(event.currentTarget.value))}
              data={[
                { value: '0', label: DIRECTORY_MESSAGES.selectSpecialty },
                ...(specialties.data ?? []).map((specialty) => ({
                  value: String(specialty.id),
                  label: specialty.descripcion,
                })),
              ]}
            />
          )}
          <LocalityField audience={audience} value={locality} onChange={setLocality} />
          {withName && (
            <NameField audience={audience} seccion={seccion} value={nombre} onChange={setNombre} />
          )}
          <Button type="submit" loading={answer.isFetching}>
            Buscar
          </Button>
        </Group>
      </form>
      {searched && answer.data && !answer.isError && (
        <div role="status">
          {answer.data.total === 0 || cards.length === 0 ? (
            <EmptyState
              title={DIRECTORY_MESSAGES.noResults}
              hint={noResultsHint(withSpecialty, withName)}
            />
          ) : (
            <Text size="sm">{results(answer.data.total)}</Text>
          )}
        </div>
      )}
      {searched && answer.isError && (
        <div role="status">
          <EmptyState
            title={DIRECTORY_MESSAGES.noResults}
            hint={noResultsHint(withSpecialty, withName)}
          />
        </div>
      )}
      <Stack gap="xs" component="ul" aria-label="Resultados" className="directory-results">
        {cards.map((card) => (
          <ResultCard key={`${card.id}-${card.Especialidad}`} card={card} />
        ))}
      </Stack>
      {answer.data && !answer.isError && (
        <DirectoryPaginator
          page={search.pagina}
          total={answer.data.total}
          onPage={(pagina) => go({ ...search, pagina })}
        />
      )}
    </Stack>
  );
}
