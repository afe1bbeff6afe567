import type { ProviderType } from '../provider/provider.ts';
import { CASE_MOTIVO_ID, NEW_REQUEST } from './areas.ts';
import { CASE_STATE } from './status.ts';

/** What makes one new case differ from another; the rest of spec §3's payload is fixed. */
export interface CaseBodyInput<File, Expediente, Extra> {
  /** The area's workflow (`workContext`) and submotivo, from the area's route. */
  workflow: string;
  submotivo: number;
  /** `extendedProcess.motivoWeb`: the web reason the user picked, or the screen's own. */
  motivoWeb: number;
  provider: { id: number; type: ProviderType; email: string };
  /** `processInfo.detail`: what the insurer reads first. */
  processDetail: string;
  observacion: string;
  detalle: string;
  rudiFiles: readonly File[];
  emails: string[];
  info1: string;
  /** A settlement case's file reference. */
  expediente?: Expediente;
  /** The area's own `extendedProcess` fields (an authorization case's authorization). */
  extended?: Extra;
}

/**
 * The new-case payload of spec §3 (reason 3, pending, a web request: medium 27, branch 1), built
 * in one place for the support centre's form and for the cases other screens file (Mis datos).
 */
export function caseBody<File, Expediente extends object = never, Extra extends object = object>(
  input: CaseBodyInput<File, Expediente, Extra>,
) {
  return {
    workContext: input.workflow,
    processInfo: { detail: input.processDetail },
    capObject: {
      generico: {
        prestadorId: input.provider.id,
        prestadorTipo: input.provider.type,
        motivo: { id: CASE_MOTIVO_ID } as const,
        estado: { id: CASE_STATE.pendiente } as const,
        submotivo: { id: input.submotivo },
        observacion: input.observacion,
        detalle: input.detalle,
      },
      ...(input.expediente ? { expediente: input.expediente } : {}),
    },
    extendedProcess: {
      motivoWeb: input.motivoWeb,
      estadoWeb: 1 as const,
      usuarioWeb: input.provider.email,
      pedidoWeb: {
        medio: { id: NEW_REQUEST.medioId },
        sucursal: { id: NEW_REQUEST.sucursalId },
        estado: { id: NEW_REQUEST.estadoId },
      } as const,
      rudiFiles: [...input.rudiFiles],
      emails: input.emails,
      mailRedireccion: 0 as const,
      mailFinalizacion: 0 as const,
      info1: input.info1,
      ...input.extended,
    },
  };
}
