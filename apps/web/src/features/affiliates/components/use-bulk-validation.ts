import type { BulkValidationRow } from '@portal/contracts';
import {
  BULK_MAX_ROWS,
  BULK_MESSAGES,
  bulkFileProblem,
  chunkRows,
  FAILED_AFFILIATE_VERDICT,
  parseBulkCsv,
  type BulkRow,
} from '@portal/domain/affiliates';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAlreadyReported } from '@/lib/api-error';
import { useHttp } from '@/lib/session/session-context';
import { useCaptchaToken } from '@/lib/use-captcha';
import { postBulkValidation } from '../api/bulk-validation';

export type BulkState =
  | { phase: 'idle' }
  | { phase: 'refused'; fileName: string; message: string }
  | { phase: 'ready'; fileName: string; rows: BulkRow[] }
  | {
      phase: 'running' | 'finished' | 'cancelled' | 'stopped';
      fileName: string;
      rows: BulkRow[];
      results: BulkValidationRow[];
    };

/** Rows of a chunk the server could not answer: not valid, never silently dropped (spec §8). */
function failedRows(chunk: BulkRow[]): BulkValidationRow[] {
  return chunk.map((row) => ({
    fila: row.fila,
    numero: row.numero,
    valido: false,
    descripcion: FAILED_AFFILIATE_VERDICT.message ?? '',
    modalidad: null,
  }));
}

/**
 * Reads the file with the domain's CSV parser and validates it chunk after chunk, so progress
 * is real (rows answered / rows in the file) and cancelling stops before the next chunk.
 */
export function useBulkValidation() {
  const http = useHttp();
  const captcha = useCaptchaToken();
  const [state, setState] = useState<BulkState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const load = useCallback(async (file: File | null) => {
    controller.current?.abort();
    if (!file) {
      setState({ phase: 'idle' });
      return;
    }
    // The domain's rule (BULK_FILE): the input's accept list is only a hint to the file dialog.
    const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
    const problem = bulkFileProblem({ fileName: file.name, size: file.size }, head);
    if (problem) {
      setState({ phase: 'refused', fileName: file.name, message: problem });
      return;
    }
    const rows = parseBulkCsv(await file.text());
    if (rows.length === 0) {
      setState({ phase: 'refused', fileName: file.name, message: BULK_MESSAGES.empty });
    } else if (rows.length > BULK_MAX_ROWS) {
      setState({ phase: 'refused', fileName: file.name, message: BULK_MESSAGES.tooManyRows });
    } else {
      setState({ phase: 'ready', fileName: file.name, rows });
    }
  }, []);

  const run = useCallback(async () => {
    if (state.phase !== 'ready' && state.phase !== 'finished' && state.phase !== 'cancelled') {
      return;
    }
    const { fileName, rows } = state;
    const abort = new AbortController();
    controller.current = abort;
    let results: BulkValidationRow[] = [];
    setState({ phase: 'running', fileName, rows, results });
    for (const chunk of chunkRows(rows)) {
      if (abort.signal.aborted) break;
      try {
        const recaptchaResponse = await captcha('validacion_masiva');
        const answer = await postBulkValidation(
          http,
          {
            filas: chunk,
            ...(recaptchaResponse === undefined ? {} : { recaptchaResponse }),
          },
          abort.signal,
        );
        if (abort.signal.aborted) break;
        results = [...results, ...answer.resultados];
      } catch (error) {
        if (abort.signal.aborted) break;
        if (isAlreadyReported(error)) {
          setState({ phase: 'stopped', fileName, rows, results });
          return;
        }
        results = [...results, ...failedRows(chunk)];
      }
      if (!abort.signal.aborted) setState({ phase: 'running', fileName, rows, results });
    }
    setState({
      phase: abort.signal.aborted ? 'cancelled' : 'finished',
      fileName,
      rows,
      results,
    });
  }, [state, http, captcha]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, load, run, cancel };
}
