import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ConsoleImportJob, ImportReportBody } from '@portal/contracts';
import { Link, useParams } from 'react-router';
import { ErrorNotice } from '@/lib/error-notice';
import { formatDateTime } from '@/lib/format';
import { useImportJob } from './imports-api';
import {
  STATUS_COLORS,
  STATUS_LABELS,
  formatCount,
  kindLabel,
  optionsOf,
  starterOf,
} from './labels';
import { RejectFileButton } from './reject-file-button';

type Count = 'read' | 'new' | 'changed' | 'unchanged' | 'retired' | 'refused';

const FIGURES: { key: Count; label: string }[] = [
  { key: 'read', label: 'Filas leídas' },
  { key: 'new', label: 'Nuevas' },
  { key: 'changed', label: 'Cambiadas' },
  { key: 'unchanged', label: 'Sin cambios' },
  { key: 'retired', label: 'Dadas de baja' },
  { key: 'refused', label: 'Rechazadas' },
];

function outcomeOf(job: ConsoleImportJob, report: ImportReportBody) {
  if (report.dryRun) return 'Simulación: se validó el archivo y no se aplicó nada.';
  if (!report.applied) return 'El archivo fue rechazado: no se aplicó nada.';
  return job.acceptPartial && report.refused > 0
    ? 'Se aplicaron las filas válidas; las rechazadas quedaron en el archivo de rechazos.'
    : 'Se aplicó el archivo.';
}

function Report({ job, report }: { job: ConsoleImportJob; report: ImportReportBody }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="informe">
      <Title order={2} size="h3" id="informe">
        Informe
      </Title>
      <Text>{outcomeOf(job, report)}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} component="dl" m={0}>
        {FIGURES.map(({ key, label }) => (
          <div key={key}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {formatCount(report[key])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {job.rejects && <RejectFileButton id={job.id} />}
      {report.problems.length > 0 && (
        <>
          <Title order={3} size="h4">
            Filas rechazadas
          </Title>
          {report.refused > report.problems.length && (
            <Text size="sm">
              Se muestran las primeras {formatCount(report.problems.length)} de{' '}
              {formatCount(report.refused)}.
            </Text>
          )}
          <Table.ScrollContainer minWidth={360}>
            <Table striped aria-label="Filas rechazadas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Línea</Table.Th>
                  <Table.Th scope="col">Campo</Table.Th>
                  <Table.Th scope="col">Motivo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.problems.map((problem, index) => (
                  <Table.Tr key={`${problem.line}-${problem.field}-${index}`}>
                    <Table.Td>{problem.line}</Table.Td>
                    <Table.Td>{problem.field || '—'}</Table.Td>
                    <Table.Td>{problem.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

/** One job: read every second while it waits or runs, then its report. */
export function JobPage() {
  const id = Number(useParams().id);
  const job = useImportJob(id);
  const data = job.data;
  const ongoing = data?.status === 'queued' || data?.status === 'running';
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/importaciones" size="sm">
        Volver a las importaciones
      </Anchor>
      <Title order={1}>Importación: trabajo {id}</Title>
      <ErrorNotice error={job.error} />
      {job.isPending && <Loader aria-label="Cargando el trabajo" />}
      {data && (
        <>
          <Group gap="sm" wrap="wrap">
            <Text fw={600}>{kindLabel(data.kind)}</Text>
            <Badge variant="light" color={STATUS_COLORS[data.status]} role="status">
              {STATUS_LABELS[data.status]}
            </Badge>
            {optionsOf(data).map((option) => (
              <Badge key={option} variant="outline" color="gray">
                {option}
              </Badge>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            Iniciada por {starterOf(data)} el {formatDateTime(data.createdAt)}
            {data.finishedAt && `; terminó el ${formatDateTime(data.finishedAt)}`}.
          </Text>
          {ongoing && (
            <Group gap="sm" aria-live="polite">
              <Loader size="sm" aria-hidden />
              <Text>
                {data.status === 'queued'
                  ? 'En espera de su turno…'
                  : `Leyendo el archivo: ${formatCount(data.rows)} filas leídas…`}
              </Text>
            </Group>
          )}
          {data.error && (
            <Alert color="red" variant="light" role="alert">
              {data.error}
            </Alert>
          )}
          {data.report && <Report job={data} report={data.report} />}
        </>
      )}
    </Stack>
  );
}
