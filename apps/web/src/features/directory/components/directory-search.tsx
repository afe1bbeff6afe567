import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DIRECTORY_MESSAGES,
  directorySearchFromQuery,
  hasCriteria,
  type DirectorySearch as Search,
  withDirectorySearch,
  type SectionKind,
} from '@portal/domain/directory';
import { formatNumber } from '@portal/domain/format';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { EmptyState } from '@/components/empty-state';
import {
  useDirectorySearch,
  useSectionSpecialties,
  type DirectoryAudience,
} from '../api/directory';
import { DirectoryPaginator } from './directory-paginator';
import type { ChosenLocality } from '@/components/locality-field';
import { DirectoryLocalityField } from './locality-field';
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

/** The search as the fields hold it: a select's text, the locality chosen with its text. */
interface Values {
  especialidad: string;
  localidad: ChosenLocality;
  nombre: string;
}

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
  // Nothing typed here can be refused: a select, a chosen suggestion and a capped name.
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      especialidad: String(search.especialidad),
      localidad: { id: search.localidad, text: search.zona },
      nombre: search.nombre,
    },
  });
  const specialties = useSectionSpecialties(audience, seccion);
  const searched = hasCriteria(search);
  const answer = useDirectorySearch(audience, seccion, search, searched);

  useEffect(() => {
    if (answer.isError) dialogs.error({ title, message: DIRECTORY_MESSAGES.searchFailed });
  }, [answer.isError, answer.errorUpdatedAt, dialogs, title]);

  const go = (next: Search) => setParams((current) => withDirectorySearch(current, next));
  const submit = form.onSubmit(({ especialidad, localidad, nombre }) =>
    go({
      especialidad: Number(especialidad),
      localidad: localidad.id,
      zona: localidad.text,
      nombre,
      pagina: 1,
    }),
  );
  const cards = answer.isError ? [] : (answer.data?.prestadores ?? []);

  return (
    <Stack gap="md">
      <form onSubmit={submit} aria-label={`Buscar en ${title}`} noValidate>
        <Group align="flex-end" gap="sm">
          {withSpecialty && (
            <NativeSelect
              className="grow-field"
              label="Especialidad"
              {...form.getInputProps('especialidad')}
              data={[
                { value: '0', label: DIRECTORY_MESSAGES.selectSpecialty },
                ...(specialties.data ?? []).map((specialty) => ({
                  value: String(specialty.id),
                  label: specialty.descripcion,
                })),
              ]}
            />
          )}
          <DirectoryLocalityField
            audience={audience}
            value={form.values.localidad}
            onChange={(chosen) => form.setFieldValue('localidad', chosen)}
          />
          {withName && (
            <NameField
              audience={audience}
              seccion={seccion}
              value={form.values.nombre}
              onChange={(nombre) => form.setFieldValue('nombre', nombre)}
            />
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
