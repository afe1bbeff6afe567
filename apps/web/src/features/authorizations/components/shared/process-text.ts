import type { AuthorizationSummary } from '@portal/contracts';

/** How a request's process reads (spec §5: the integral authorization process has its own). */
export function processText(proceso: AuthorizationSummary['proceso']): string {
  return proceso === 'integral' ? 'Proceso integral' : 'Proceso estándar';
}
