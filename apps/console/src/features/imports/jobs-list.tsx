import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ConsoleImportJob } from '@portal/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import {
  STATUS_COLORS,
  STATUS_LABELS,
  formatCount,
  kindLabel,
  optionsOf,
  starterOf,
} from './labels';

function JobLink({ job }: { job: ConsoleImportJob }) {
  return (
    <Anchor component={Link} to={`/importaciones/trabajos/${job.id}`} fw={600}>
      Trabajo {job.id}
    </Anchor>
  );
}

function Status({ job }: { job: ConsoleImportJob }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[job.status]}>
      {STATUS_LABELS[job.status]}
    </Badge>
  );
}

/** Rows read, and what became of them once the job ended. */
function Counts({ job }: { job: ConsoleImportJob }) {
  const report = job.report;
  if (!report) return <>{formatCount(job.rows)} leídas</>;
  return (
    <>
      {formatCount(report.read)} leídas · {formatCount(report.new)} nuevas ·{' '}
      {formatCount(report.changed)} cambiadas · {formatCount(report.refused)} rechazadas
    </>
  );
}

/** The jobs: a table on a desk, one card each on a telephone (390 px). */
export function JobsList({ jobs }: { jobs: ConsoleImportJob[] }) {
  const wide = useMediaQuery('(min-width: 62em)');
  if (jobs.length === 0) return <Text c="dimmed">Todavía no hay importaciones.</Text>;
  if (!wide) {
    return (
      <Stack gap="sm">
        {jobs.map((job) => (
          <Card key={job.id} withBorder component="article" aria-label={`Trabajo ${job.id}`}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <JobLink job={job} />
              <Status job={job} />
            </Group>
            <Text size="sm">
              {kindLabel(job.kind)}
              {optionsOf(job).length > 0 && ` · ${optionsOf(job).join(', ')}`}
            </Text>
            <Text size="sm">
              <Counts job={job} />
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(job.createdAt)} · {starterOf(job)}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped highlightOnHover aria-label="Importaciones">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Trabajo</Table.Th>
          <Table.Th scope="col">Tipo</Table.Th>
          <Table.Th scope="col">Estado</Table.Th>
          <Table.Th scope="col">Filas</Table.Th>
          <Table.Th scope="col">Opciones</Table.Th>
          <Table.Th scope="col">Inició</Table.Th>
          <Table.Th scope="col">Fecha</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {jobs.map((job) => (
          <Table.Tr key={job.id}>
            <Table.Td>
              <JobLink job={job} />
            </Table.Td>
            <Table.Td>{kindLabel(job.kind)}</Table.Td>
            <Table.Td>
              <Status job={job} />
            </Table.Td>
            <Table.Td>
              <Counts job={job} />
            </Table.Td>
            <Table.Td>{optionsOf(job).join(', ') || '—'}</Table.Td>
            <Table.Td>{starterOf(job)}</Table.Td>
            <Table.Td>{formatDateTime(job.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
