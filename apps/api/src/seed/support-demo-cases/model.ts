import { CASE_STATE as S, type CaseArea } from '@portal/domain/support-cases';

/** A stage of a demo case: who acted (a demo e-mail or an operator), when and what. */
export interface DemoStage {
  daysAgo: number;
  accion: string;
  estado: number;
  by: string | { operator: string };
  obsWeb?: string;
  obsColaborador?: string;
  files?: { fileName: string; kind: 'pdf' | 'png'; text?: string }[];
}

export interface DemoCase {
  key: string;
  provider: number;
  area: CaseArea;
  motivo: number;
  detalle: string;
  expediente?: { numero: string; comprobante: string; tipo: string };
  authorization?: number;
  stages: DemoStage[];
}

/** The back-office operators who act on the demo cases. */
export const LAURA = { operator: 'Laura Fernández (Liquidaciones)' };
export const PABLO = { operator: 'Pablo Ibarra (Contrataciones)' };
export const SOFIA = { operator: 'Sofía Quiroga (Autorizaciones)' };

/** The first stage of every demo case: the provider's user files it, pending. */
export const filed = (daysAgo: number, by: string, obsWeb: string, files?: DemoStage['files']) => ({
  daysAgo,
  accion: 'alta-tramite',
  estado: S.pendiente,
  by,
  obsWeb,
  ...(files ? { files } : {}),
});
