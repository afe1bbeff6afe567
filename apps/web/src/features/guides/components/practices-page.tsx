import '@mantine/core/styles/Paper.css';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { practiceGuidesQuery } from '@portal/contracts';
import { GUIDES_MESSAGES } from '@portal/domain/guides';
import { formatNumber } from '@portal/domain/format';
import { useState } from 'react';
import { LoadError } from '@/components/detail-page/load-error';
import { Pager } from '@/components/pager';
import { PageShell } from '@/components/page-shell';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useHttp } from '@/lib/session/session-context';
import {
  GUIDES_PAGE_SIZE,
  fetchPracticeGuidePdf,
  usePracticeGuides,
  type GuideSearch,
} from '../api/guides';
import { useDownload } from './use-download';

/** The first page of a search for what the form holds (the title's words trimmed). */
const firstPage = (values: { texto: string; especialidad: string }): GuideSearch => ({
  texto: values.texto.trim(),
  especialidad: values.especialidad,
  pagina: 1,
});

const bySchema = schemaResolver(practiceGuidesQuery, { sync: true });

const guides = (count: number) => (count === 1 ? '1 guía' : `${formatNumber(count)} guías`);

/** Guías de prácticas clínicas: searched by title and specialty, each downloaded as a PDF. */
export function PracticesPage({ title }: { title: string }) {
  const http = useHttp();
  const [search, setSearch] = useState<GuideSearch>({ texto: '', especialidad: '', pagina: 1 });
  const form = useForm({
    mode: 'controlled',
    initialValues: { texto: '', especialidad: '' },
    validate: (values) => bySchema(firstPage(values)),
  });
  const result = usePracticeGuides(search);
  const { loading, download } = useDownload();
  const list = result.data?.guias ?? [];

  const submit = form.onSubmit(
    (values) => setSearch(firstPage(values)),
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );

  return (
    <PageShell title={title}>
      <form onSubmit={submit} aria-label="Buscar guías" noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            className="grow-field"
            label="Título"
            placeholder="Ej.: diabetes"
            maxLength={80}
            {...form.getInputProps('texto')}
          />
          <NativeSelect
            label="Especialidad"
            {...form.getInputProps('especialidad')}
            data={[
              { value: '', label: 'Todas' },
              ...(result.data?.especialidades ?? []).map((name) => ({ value: name, label: name })),
            ]}
          />
          <Button type="submit" loading={result.isFetching}>
            Buscar
          </Button>
        </Group>
      </form>
      {result.isError && <LoadError error={result.error} />}
      {result.data && (
        <Text size="sm" role="status">
          {result.data.total === 0 ? GUIDES_MESSAGES.noGuides : guides(result.data.total)}
        </Text>
      )}
      <Stack gap="xs" component="ul" aria-label="Guías" className="guides-list">
        {list.map((guide) => (
          <Paper key={guide.id} withBorder p="sm" radius="md" component="li">
            <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={700}>{guide.titulo}</Text>
                <Text size="sm" c="dimmed">
                  {`${guide.especialidad} · Revisada el ${guide.actualizada}`}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="light"
                loading={loading === String(guide.id)}
                aria-label={`Descargar PDF de ${guide.titulo}`}
                onClick={() =>
                  void download(
                    String(guide.id),
                    () => fetchPracticeGuidePdf(http, guide.id),
                    guide.archivo,
                    `La guía ${guide.titulo} está lista para descargar.`,
                  )
                }
              >
                PDF
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Pager
        label="guías"
        page={search.pagina}
        size={GUIDES_PAGE_SIZE}
        total={result.data?.total ?? 0}
        onPage={(pagina) => setSearch((current) => ({ ...current, pagina }))}
      />
    </PageShell>
  );
}
