import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { BULK_FILE_ACCEPT, BULK_FILE_TEXT, BULK_MAX_ROWS } from '@portal/domain/affiliates';
import { ScrollTable } from '@/components/scroll-table';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { formatNumber } from '@/lib/format';
import { resultsCsv, resultsFileName, summarize } from './bulk-results';
import { useBulkValidation, type BulkState } from './use-bulk-validation';

/** Most malformed rows listed on screen; the results file has them all. */
const MALFORMED_SHOWN = 50;

function Stat({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={color}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

type Done = Extract<BulkState, { results: unknown }>;

function Results({ state }: { state: Done }) {
  const offerDownload = useOfferDownload();
  const summary = summarize(state.results);
  const download = () => {
    const csv = resultsCsv(state.rows, state.results);
    offerDownload(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      resultsFileName(state.fileName),
      {
        title: 'Resultados de la validación',
        message: `Los resultados de ${formatNumber(state.results.length)} filas están listos.`,
      },
    );
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} role="group" aria-label="Resumen">
        <Stat label="Válidos" value={summary.valid} color="green.9" />
        <Stat label="No válidos" value={summary.invalid} color="red.9" />
        <Stat label="Mal formados" value={summary.malformed} color="orange.9" />
      </SimpleGrid>
      {summary.malformedRows.length > 0 && (
        <ScrollTable label="Filas con el número de afiliado mal formado" maxHeight={320}>
          <Table striped withTableBorder captionSide="top" miw={480}>
            <Table.Caption>Filas con el número de afiliado mal formado</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Fila</Table.Th>
                <Table.Th scope="col">Número</Table.Th>
                <Table.Th scope="col">Motivo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.malformedRows.slice(0, MALFORMED_SHOWN).map((row) => (
                <Table.Tr key={row.fila}>
                  <Table.Td>{row.fila}</Table.Td>
                  <Table.Td>{row.numero || '(vacío)'}</Table.Td>
                  <Table.Td>{row.descripcion}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {summary.malformedRows.length > MALFORMED_SHOWN && (
        <Text size="sm">
          Y {formatNumber(summary.malformedRows.length - MALFORMED_SHOWN)} filas mal formadas más:
          están todas en el archivo de resultados.
        </Text>
      )}
      <Group>
        <Button onClick={download}>Descargar resultados (CSV)</Button>
      </Group>
    </Stack>
  );
}

/** Beyond the spec: validate up to 5,000 affiliates from a CSV, with real progress. */
export function BulkValidation() {
  const { state, load, run, cancel } = useBulkValidation();
  const total = 'rows' in state ? state.rows.length : 0;
  const done = 'results' in state ? state.results.length : 0;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const progressText = `${formatNumber(done)} de ${formatNumber(total)} filas`;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bulk-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="bulk-title">
          Validación masiva
        </Title>
        <Text size="sm">
          Subí un archivo CSV con un afiliado por fila (contrato, número intermedio e integrante
          separados por espacios) y, si querés, el código de prestación separado por coma o punto y
          coma. Hasta {formatNumber(BULK_MAX_ROWS)} filas.
        </Text>
        <FileInput
          label="Archivo CSV"
          description={BULK_FILE_TEXT}
          placeholder="Elegí un archivo"
          accept={BULK_FILE_ACCEPT}
          clearable
          clearButtonProps={{ 'aria-label': 'Quitar el archivo' }}
          maw={480}
          disabled={state.phase === 'running'}
          onChange={(file) => void load(file)}
          error={state.phase === 'refused' ? state.message : undefined}
        />
        {state.phase === 'ready' && (
          <Group>
            <Text>{formatNumber(state.rows.length)} filas para validar.</Text>
            <Button onClick={() => void run()}>Validar archivo</Button>
          </Group>
        )}
        {'results' in state && (
          <Stack gap={6}>
            <Progress
              value={percent}
              size="lg"
              aria-label="Progreso de la validación"
              animated={state.phase === 'running'}
            />
            <Group justify="space-between">
              <Text size="sm" aria-live="polite">
                {state.phase === 'running'
                  ? `Validando: ${progressText}`
                  : `Procesadas: ${progressText}`}
              </Text>
              {state.phase === 'running' && (
                <Button variant="default" onClick={cancel}>
                  Cancelar
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {state.phase === 'cancelled' && (
          <Alert color="yellow" variant="light">
            Validación cancelada: se procesaron {progressText}.
          </Alert>
        )}
        {state.phase === 'stopped' && (
          <Alert color="red" variant="light">
            La validación se detuvo: se procesaron {progressText}.
          </Alert>
        )}
        {(state.phase === 'finished' || state.phase === 'cancelled') && <Results state={state} />}
      </Stack>
    </Paper>
  );
}
