import {
  Button,
  Checkbox,
  FileInput,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IMPORT_KIND_REFUSED_OPTIONS, type ImportKindName } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { ErrorNotice } from '@/lib/error-notice';
import { KIND_OPTIONS } from './labels';
import { useStartImport } from './imports-api';

interface Values {
  kind: ImportKindName;
  file: File | null;
  dryRun: boolean;
  full: boolean;
  acceptPartial: boolean;
}

/** The options a kind refuses are off and cannot be ticked (the server refuses them too). */
function allowed(values: Values) {
  const refuses = IMPORT_KIND_REFUSED_OPTIONS[values.kind];
  return {
    full: !refuses.full && !values.acceptPartial,
    acceptPartial: !refuses.acceptPartial && !values.full,
  };
}

/** Starts an import: the kind, its file (CSV or NDJSON) and the options of the CLI and the door. */
export function StartImportForm() {
  const start = useStartImport();
  const navigate = useNavigate();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      kind: 'affiliates',
      file: null,
      dryRun: true,
      full: false,
      acceptPartial: false,
    },
    validate: { file: (file) => (file ? null : 'Elegí el archivo a importar.') },
  });
  const can = allowed(form.values);

  const submit = form.onSubmit((values) => {
    const { full, acceptPartial } = allowed(values);
    start.mutate(
      {
        kind: values.kind,
        file: values.file!,
        dryRun: values.dryRun,
        full: full && values.full,
        acceptPartial: acceptPartial && values.acceptPartial,
      },
      { onSuccess: (job) => void navigate(`/importaciones/trabajos/${job.id}`) },
    );
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="nueva-importacion">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="nueva-importacion">
            Nueva importación
          </Title>
          <NativeSelect
            label="Tipo de archivo"
            data={KIND_OPTIONS}
            {...form.getInputProps('kind')}
            onChange={(event) => {
              const kind = event.currentTarget.value as ImportKindName;
              const refuses = IMPORT_KIND_REFUSED_OPTIONS[kind];
              form.setValues({
                kind,
                full: refuses.full ? false : form.values.full,
                acceptPartial: refuses.acceptPartial ? false : form.values.acceptPartial,
              });
            }}
          />
          <FileInput
            label="Archivo"
            description="CSV separado por punto y coma, o NDJSON, como los ejemplos de docs/imports."
            accept=".csv,.ndjson,text/csv,application/x-ndjson"
            clearable
            withAsterisk
            {...form.getInputProps('file')}
          />
          <Checkbox
            label="Simulación: validar e informar sin aplicar nada"
            {...form.getInputProps('dryRun', { type: 'checkbox' })}
          />
          <Checkbox
            label="Padrón completo: dar de baja lo que el archivo no trae"
            disabled={!can.full}
            {...form.getInputProps('full', { type: 'checkbox' })}
            checked={can.full && form.values.full}
          />
          <Checkbox
            label="Aceptar parciales: aplicar las filas válidas y guardar las rechazadas"
            disabled={!can.acceptPartial}
            {...form.getInputProps('acceptPartial', { type: 'checkbox' })}
            checked={can.acceptPartial && form.values.acceptPartial}
          />
          {IMPORT_KIND_REFUSED_OPTIONS[form.values.kind].full && (
            <Text size="sm" c="dimmed">
              Este tipo no admite padrón completo ni aceptar parciales: cada archivo informa lo
              ocurrido y se aplica entero o no se aplica.
            </Text>
          )}
          <ErrorNotice error={start.error} />
          <Button type="submit" loading={start.isPending} w={{ base: '100%', sm: 'auto' }}>
            Iniciar la importación
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
