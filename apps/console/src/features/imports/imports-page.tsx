import { Loader, Stack, Title } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { ErrorNotice } from '@/lib/error-notice';
import { useImportJobs } from './imports-api';
import { JobPage } from './job-page';
import { JobsList } from './jobs-list';
import { StartImportForm } from './start-import-form';

function ImportsHome() {
  const jobs = useImportJobs();
  return (
    <Stack gap="md">
      <Title order={1}>Importaciones</Title>
      <StartImportForm />
      <Stack gap="sm" component="section" aria-labelledby="ultimas-importaciones">
        <Title order={2} size="h3" id="ultimas-importaciones">
          Últimas importaciones
        </Title>
        <ErrorNotice error={jobs.error} />
        {jobs.isPending && <Loader aria-label="Cargando las importaciones" />}
        {jobs.data && <JobsList jobs={jobs.data} />}
      </Stack>
    </Stack>
  );
}

/** The imports section (admin): start one, the newest jobs, and each job's page. */
export default function ImportsPage() {
  return (
    <Routes>
      <Route index element={<ImportsHome />} />
      <Route path="trabajos/:id" element={<JobPage />} />
    </Routes>
  );
}
