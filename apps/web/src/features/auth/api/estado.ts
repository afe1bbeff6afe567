import type { EstadoResponse } from '@portal/contracts';
import { isStepOk } from '@portal/domain/auth';
import { MESSAGES } from '@portal/domain/app';
import { ApiError } from '@/lib/api-error';

/** The step answer of password recovery and registration. */
export type EstadoAnswer = EstadoResponse;

/** A step answered with estado other than OK; carries the server's mensaje to show. */
export class StepRefusedError extends ApiError {
  constructor(mensaje: string | undefined) {
    super({ status: 200, code: 'STEP_REFUSED', message: mensaje ?? MESSAGES.genericError });
    this.name = 'StepRefusedError';
  }
}

export function requireOk<T extends EstadoAnswer>(answer: T): T {
  if (!isStepOk(answer)) throw new StepRefusedError(answer.mensaje);
  return answer;
}
