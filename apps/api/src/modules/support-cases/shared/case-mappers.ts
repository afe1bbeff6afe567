import type {
  CaseActor,
  CaseStage,
  CaseSummary,
  ConsultationArea,
  FileMeta,
} from '@portal/contracts';
import type { CaseArea } from '@portal/domain/support-cases';
import type { FileMetaRow } from './case-files.repository.ts';
import type { CaseSummaryRow, StageRow } from './cases.repository.ts';

/** Database rows → the contract's shapes (spec §3 field names). */

export function filerOf(row: {
  creatorNombre: string | null;
  creatorApellido: string | null;
  creatorEmail: string | null;
  providerNombre: string;
}): CaseActor {
  return row.creatorNombre !== null
    ? {
        tipo: 'prestador',
        nombre: `${row.creatorNombre} ${row.creatorApellido ?? ''}`.trim(),
        email: row.creatorEmail,
      }
    : { tipo: 'prestador', nombre: row.providerNombre, email: null };
}

export function toSummary(row: CaseSummaryRow): CaseSummary {
  return {
    nroTramite: row.nroTramite,
    tramiteId: row.id,
    tramiteJbpm: row.tramiteJbpm,
    areaConsulta: { id: row.areaId, descripcion: row.areaDescripcion },
    area: row.area as ConsultationArea['area'],
    estado: row.estado,
    estadoDesc: row.estadoDesc ?? '',
    inicio: row.createdAt.toISOString(),
    fechaUltimoContacto: row.lastContactAt.toISOString(),
    motivoWebDetalle: row.motivoWebDetalle,
    detalleMotivo: row.detalle,
    nroAutorizacion: row.nroAutorizacion,
    creadoPor: filerOf(row),
  };
}

export function toFileMeta(row: FileMetaRow): FileMeta {
  return {
    id: row.id,
    origen: row.origin,
    name: row.name,
    extension: row.extension,
    fileName: row.fileName,
    size: String(row.sizeBytes),
    contentType: row.contentType,
    fecha: row.createdAt.toISOString(),
    etapaId: row.stageId,
  };
}

export function stageActor(stage: StageRow, providerNombre: string): CaseActor {
  if (stage.operator) return { tipo: 'operador', nombre: stage.operator, email: null };
  if (stage.userNombre !== null) {
    return {
      tipo: 'prestador',
      nombre: `${stage.userNombre} ${stage.userApellido ?? ''}`.trim(),
      email: stage.userEmail,
    };
  }
  return { tipo: 'prestador', nombre: providerNombre, email: null };
}

export function toStage(
  stage: StageRow,
  files: readonly FileMetaRow[],
  providerNombre: string,
): CaseStage {
  return {
    id: stage.id,
    fecha: stage.createdAt.toISOString(),
    accion: stage.accion,
    estado: stage.estado,
    estadoDesc: stage.estadoDesc ?? '',
    workflow: stage.workflow,
    obsWeb: stage.obsWeb,
    obsColaborador: stage.obsColaborador,
    actor: stageActor(stage, providerNombre),
    archivos: files.filter((file) => file.stageId === stage.id).map(toFileMeta),
  };
}

export const asArea = (area: string) => area as CaseArea;
