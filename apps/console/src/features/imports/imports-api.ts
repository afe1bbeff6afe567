import { fileBodyCall } from '@portal/client/call-api';
import {
  consoleImportJobCall,
  consoleImportJobsCall,
  consoleImportRejectsCall,
  consoleImportStartCall,
  type ConsoleImportJob,
  type ImportKindName,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCall } from '@/lib/call';
import { useServices } from '@/lib/services';

const IMPORTS = 'importaciones';
/** How often a running job is read: its row counts move with each heartbeat of the runner. */
export const POLL_MS = 1_000;

const running = (job: ConsoleImportJob | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/** The newest jobs of every door; read again while one of them still runs. */
export function useImportJobs() {
  const call = useCall();
  return useQuery({
    queryKey: [IMPORTS],
    queryFn: () => call(consoleImportJobsCall, {}),
    refetchInterval: (query) => (query.state.data?.some(running) ? POLL_MS : false),
  });
}

/** One job, read until it ends. */
export function useImportJob(id: number) {
  const call = useCall();
  return useQuery({
    queryKey: [IMPORTS, id],
    queryFn: () => call(consoleImportJobCall, { params: { id } }),
    refetchInterval: (query) => (!query.state.data || running(query.state.data) ? POLL_MS : false),
  });
}

export interface StartImport {
  kind: ImportKindName;
  file: File;
  full: boolean;
  dryRun: boolean;
  acceptPartial: boolean;
}

export function useStartImport() {
  const { http } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, ...query }: StartImport) =>
      fileBodyCall(http, consoleImportStartCall, { params: { kind }, query }, file),
    onSuccess: () => client.invalidateQueries({ queryKey: [IMPORTS] }),
  });
}

export function useRejectFile() {
  const call = useCall();
  return (id: number) => call(consoleImportRejectsCall, { params: { id } });
}
