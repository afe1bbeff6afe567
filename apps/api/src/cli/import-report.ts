import { IMPORT_KIND_LABELS, type ImportKindName } from '@portal/contracts';
import type { ImportReport } from '../modules/imports/engine/kind.ts';

const number = (value: number) => value.toLocaleString('es-AR');

/** The report as a person reads it at the end of `npm run import`. */
export function reportText(report: ImportReport): string {
  const outcome = report.dryRun
    ? report.refused > 0 || report.problems.length > 0
      ? 'simulación (--dry-run): el archivo se rechazaría; no se aplicó nada'
      : 'simulación (--dry-run): no se aplicó nada'
    : report.applied
      ? 'aplicada'
      : 'rechazada: no se aplicó nada';
  const lines = [
    `Importación de ${IMPORT_KIND_LABELS[report.kind]}${report.full ? ' (completa)' : ''}: ${outcome}`,
    `  Filas leídas:   ${number(report.read)}`,
    `  Nuevas:         ${number(report.new)}`,
    `  Modificadas:    ${number(report.changed)}`,
    `  Sin cambios:    ${number(report.unchanged)}`,
    `  Dadas de baja:  ${number(report.retired)}`,
    `  Rechazadas:     ${number(report.refused)}`,
  ];
  if (report.rejectFile && report.refused > 0) {
    lines.push(`  Filas rechazadas en: ${report.rejectFile}`);
  }
  if (report.problems.length > 0) {
    lines.push('Problemas:');
    for (const problem of report.problems) {
      const where = [
        problem.line > 0 ? `línea ${problem.line}` : 'archivo',
        problem.field ? `campo ${problem.field}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(`  ${where}: ${problem.message}`);
    }
    if (report.refused > report.problems.length) {
      lines.push(
        `  … se muestran ${report.problems.length} de ${number(report.refused)} filas rechazadas.`,
      );
    }
  }
  return lines.join('\n');
}

/** Progress: a line redrawn in place on a terminal, a plain line every few seconds when piped. */
export function progressPrinter(
  out: { write(text: string): unknown; isTTY?: boolean },
  totalBytes: number,
  started = Date.now(),
) {
  let lastPlain = 0;
  return {
    update({ rows, bytes }: { rows: number; bytes: number }) {
      const seconds = Math.max((Date.now() - started) / 1000, 0.001);
      const rate = Math.round(rows / seconds);
      const share = totalBytes > 0 ? Math.min(bytes / totalBytes, 1) : 0;
      const eta = share > 0 ? Math.max(Math.round(seconds / share - seconds), 0) : null;
      const text =
        `${number(rows)} filas · ${number(rate)} filas/s · ${Math.round(share * 100)} %` +
        (eta === null ? '' : ` · faltan ${eta} s`);
      if (out.isTTY) {
        const width = 30;
        const filled = Math.round(share * width);
        out.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${text}\u001b[K`);
      } else if (Date.now() - lastPlain >= 2_000 || bytes >= totalBytes) {
        // Piped: a line every two seconds, and always the one that says the file is read.
        lastPlain = Date.now();
        out.write(`${text}\n`);
      }
    },
    done() {
      if (out.isTTY) out.write('\n');
    },
  };
}

/** Why the command did not import: a job of the kind is queued or running (ADR 0053). */
export function busyMessage(kind: ImportKindName, job: { id: number; source: string } | null) {
  const which = job
    ? ` (trabajo ${job.id}, ${job.source === 'cli' ? 'desde otra línea de comandos' : 'enviado por HTTP'})`
    : '';
  return (
    `import: ya hay una importación de ${IMPORT_KIND_LABELS[kind]} en curso${which}. ` +
    'Espere a que termine y vuelva a importar; no se aplicó nada.'
  );
}
