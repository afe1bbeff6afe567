import type { Readable } from 'node:stream';
import type { ImportKindName } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/errors.ts';
import { canExport, exportStream, type ExportFormat } from '../engine/export-file.ts';
import { argentinaToday } from '../engine/run-import.ts';
import type { Importer } from '../jobs/importer.ts';
import { DOOR_MESSAGES } from './messages.ts';

export interface ExportDeps {
  db: Db;
  clock: Clock;
  importer: () => Promise<Importer>;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  ndjson: 'application/x-ndjson',
};

export interface ExportFile {
  stream: Readable;
  contentType: string;
  fileName: string;
}

/**
 * A kind's export, to stream to the caller: nothing is read until the answer is being sent, and
 * then page by page as the client takes it. The file is named after the kind and today's date.
 */
export async function exportFile(
  deps: ExportDeps,
  name: ImportKindName,
  format: ExportFormat,
): Promise<ExportFile> {
  const kind = (await deps.importer()).kind(name);
  if (!kind || !canExport(kind)) {
    throw new HttpError(404, DOOR_MESSAGES.exportNotBuilt, 'IMPORT_KIND_UNAVAILABLE');
  }
  return {
    stream: exportStream(kind, kind.exportRows(deps.db), format),
    contentType: CONTENT_TYPES[format],
    fileName: `${name}-${argentinaToday(deps.clock)}.${format}`,
  };
}
