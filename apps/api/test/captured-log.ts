import { pino } from 'pino';
import { loggerOptions } from '../src/plugins/logging.ts';

/**
 * The portal's logger (its options: redaction, serializers) writing to memory instead of
 * stdout, for tests of what the logs hold. `text()` is everything written, as it would be on
 * disk; `lines` the same, parsed.
 */
export function capturedLogger(level = 'trace') {
  const written: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const logger = pino(loggerOptions(level), {
    write(line: string) {
      written.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { logger, lines, text: () => written.join('') };
}
