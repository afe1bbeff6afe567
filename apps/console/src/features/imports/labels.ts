import {
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type ConsoleImportJob,
  type ImportJobStatus,
} from '@portal/contracts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const KIND_OPTIONS = IMPORT_KINDS.map((kind) => ({
  value: kind,
  label: capitalised(IMPORT_KIND_LABELS[kind]),
}));

export const kindLabel = (kind: ConsoleImportJob['kind']) => capitalised(IMPORT_KIND_LABELS[kind]);

export const STATUS_LABELS: Record<ImportJobStatus, string> = {
  queued: 'En espera',
  running: 'En curso',
  done: 'Terminada',
  refused: 'Rechazada',
  failed: 'Falló',
};

export const STATUS_COLORS: Record<ImportJobStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  refused: 'red',
  failed: 'red',
};

/** Who started a job, whichever door it came by. */
export function starterOf(job: ConsoleImportJob): string {
  if (job.source === 'cli') return 'Línea de comandos';
  if (job.source === 'http')
    return `Clave de integración${job.startedBy ? ` (${job.startedBy})` : ''}`;
  return job.startedBy ?? 'Consola';
}

/** The options a job ran with, as a short list. */
export function optionsOf(job: Pick<ConsoleImportJob, 'dryRun' | 'full' | 'acceptPartial'>) {
  return [
    job.dryRun && 'Simulación',
    job.full && 'Padrón completo',
    job.acceptPartial && 'Acepta parciales',
  ].filter((text): text is string => Boolean(text));
}

const NUMBER = new Intl.NumberFormat('es-AR');
export const formatCount = (value: number) => NUMBER.format(value);
