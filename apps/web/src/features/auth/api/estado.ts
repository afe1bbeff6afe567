import { MESSAGES } from '@portal/domain';
import { ApiError } from '@/lib/api-error';

/** The step answer of password recovery and registration. */
export interface EstadoAnswer {
  estado: 'OK' | 'ERROR';
  mensaje?: string;
}

/** A step answered with estado other than OK; carries the server's mensaje to show. */
export class StepRefusedError extends ApiError {
  constructor(mensaje: string | undefined) {
    super({ status: 200, code: 'STEP_REFUSED', message: mensaje ?? MESSAGES.genericError });
    this.name = 'StepRefusedError';
  }
}

/** Spec §4: each step is OK only when estado is OK. */
export function requireOk<T extends EstadoAnswer>(answer: T): T {
  if (answer.estado !== 'OK') throw new StepRefusedError(answer.mensaje);
  return answer;
}
