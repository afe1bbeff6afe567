import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ApiError } from '@portal/client/api-error';
import { contentDraftRequest, type ContentItemDetail } from '@portal/contracts';
import { CONTENT_EDITOR_KINDS, type ContentCells } from '@portal/domain/content';
import { CONTENT_ROW_CELLS } from '@portal/domain/imports';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '@/lib/error-notice';
import { AttachFile } from './attach-file';
import {
  useContentItem,
  usePublish,
  useRestore,
  useSaveDraft,
  useUnpublish,
  type ItemKey,
} from './content-api';
import { ContentPreview } from './content-preview';
import { fieldLabel, LONG_FIELDS } from './field-labels';
import { VersionsList } from './versions-list';

const validate = schemaResolver(contentDraftRequest, { sync: true });

/** What the editor opens with: the newest draft, else what the site shows. */
function startingCells(detail: ContentItemDetail): ContentCells {
  const [newest] = detail.versiones;
  if (newest?.estado === 'borrador') return newest.campos;
  return detail.sitio ?? newest?.campos ?? {};
}

function Editor({ item, detail }: { item: ItemKey; detail: ContentItemDetail }) {
  const form = useForm({
    initialValues: { ...item, campos: startingCells(detail) },
    validate,
  });
  const save = useSaveDraft(item);
  const publish = usePublish(item);
  const unpublish = useUnpublish(item);
  const restore = useRestore(item);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = save.isPending || publish.isPending || unpublish.isPending || restore.isPending;
  const error = save.error ?? publish.error ?? unpublish.error ?? restore.error;
  const fields = CONTENT_ROW_CELLS[item.tipo].filter(
    (cell) => cell !== 'clave',
  ) as (keyof ContentCells)[];

  // A restored version or a save becomes what the form edits from then on.
  const editFrom = (next: ContentItemDetail) => {
    const cells = startingCells(next);
    form.setValues({ ...item, campos: cells });
    form.resetDirty({ ...item, campos: cells });
  };

  return (
    <Stack gap="lg">
      {notice && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      <ErrorNotice error={error} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            save.mutate(values, {
              onSuccess: (next) => {
                editFrom(next);
                setNotice(
                  `Borrador guardado como versión ${next.versiones[0]?.numero}. El sitio no cambió.`,
                );
              },
            }),
          )}
        >
          <Stack gap="sm">
            {fields.map((field) =>
              LONG_FIELDS.includes(field) ? (
                <Textarea
                  key={field}
                  label={fieldLabel(item.tipo, field)}
                  rows={field === 'cuerpo' ? 16 : 3}
                  resize="vertical"
                  styles={field === 'cuerpo' ? { input: { fontFamily: 'monospace' } } : undefined}
                  {...form.getInputProps(`campos.${field}`)}
                  value={form.values.campos[field] ?? ''}
                />
              ) : (
                <TextInput
                  key={field}
                  label={fieldLabel(item.tipo, field)}
                  {...form.getInputProps(`campos.${field}`)}
                  value={form.values.campos[field] ?? ''}
                />
              ),
            )}
            {fields.includes('cuerpo') && (
              <AttachFile
                item={item}
                onAttached={(markdown) => {
                  const cuerpo = form.values.campos.cuerpo ?? '';
                  form.setFieldValue(
                    'campos.cuerpo',
                    cuerpo ? `${cuerpo}\n\n${markdown}` : markdown,
                  );
                }}
              />
            )}
            <Group>
              <Button type="submit" loading={save.isPending} disabled={busy}>
                Guardar borrador
              </Button>
            </Group>
          </Stack>
        </form>
        <Paper withBorder p="md" radius="md">
          <ContentPreview tipo={item.tipo} campos={form.values.campos} />
        </Paper>
      </SimpleGrid>
      <VersionsList
        detail={detail}
        busy={busy}
        onPublish={(numero) =>
          publish.mutate(numero, {
            onSuccess: () => setNotice(`Versión ${numero} publicada: el sitio ya la muestra.`),
          })
        }
        onUnpublish={() =>
          unpublish.mutate(undefined, {
            onSuccess: (next) =>
              setNotice(
                next.enSitio
                  ? 'Se retiró la versión publicada: el sitio volvió a mostrar la anterior.'
                  : 'El contenido se retiró del sitio.',
              ),
          })
        }
        onRestore={(numero) =>
          restore.mutate(numero, {
            onSuccess: (next) => {
              editFrom(next);
              setNotice(`La versión ${numero} se copió en un borrador nuevo para editarla.`);
            },
          })
        }
      />
    </Stack>
  );
}

/** One item of the site: its fields and Markdown beside the preview, and its versions. */
export function ContentEditor({ item, isNew }: { item: ItemKey; isNew: boolean }) {
  const query = useContentItem(item);
  // A key nobody used yet: an empty item, saved as its first draft.
  const fresh = isNew && query.error instanceof ApiError && query.error.status === 404;
  const detail = fresh
    ? {
        ...query,
        error: null,
        data: { ...item, enSitio: false, sitio: null, versiones: [], archivos: [] },
      }
    : query;
  const kind = CONTENT_EDITOR_KINDS.find((candidate) => candidate.tipo === item.tipo)!;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/contenido?tipo=${item.tipo}`}>
        {`Volver a ${kind.label}`}
      </Anchor>
      <Title order={1}>
        {detail.data
          ? `Editar: ${startingCells(detail.data).titulo ?? item.clave}`
          : 'Editar contenido'}
      </Title>
      <ErrorNotice error={detail.error} />
      {detail.isPending && <Loader aria-label="Cargando" />}
      {detail.data && (
        <Editor key={`${item.tipo}:${item.clave}`} item={item} detail={detail.data} />
      )}
    </Stack>
  );
}
