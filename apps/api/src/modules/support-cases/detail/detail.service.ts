import type {
  CaseDetail,
  CaseTimelineResponse,
  FileDownloadResponse,
  ProcessDetailResponse,
  StagePageInfo,
  StagePageQuery,
} from '@portal/contracts';
import {
  canReplyToCase,
  CASE_ACTION_TEXT,
  caseTaskName,
  isFinalCaseState,
  stagePageOffset,
  type CaseAction,
} from '@portal/domain/support-cases';
import { formatExp } from '@portal/domain/format';
import * as fileRepo from '../shared/case-files.repository.ts';
import { asArea, toFileMeta, toStage, toSummary } from '../shared/case-mappers.ts';
import * as reads from '../shared/cases.repository.ts';
import { notFound, ownCase, type CaseReadDeps } from '../shared/ownership.service.ts';

/** What a provider reads of one of its cases: detail, process, timeline and files. */

/** The case's tasks: one per period the case spent in a state. */
function tasksOf(stages: readonly reads.StateChangeRow[]) {
  const tasks: CaseDetail['tasks'] = [];
  for (const stage of stages) {
    const current = tasks.at(-1);
    if (current && current.estado === stage.estado) continue;
    if (current) current.fin = stage.createdAt.toISOString();
    tasks.push({
      nombre: caseTaskName(stage.estado),
      workflow: stage.workflow,
      estado: stage.estado,
      inicio: stage.createdAt.toISOString(),
      fin: isFinalCaseState(stage.estado) ? stage.createdAt.toISOString() : null,
    });
  }
  return tasks;
}

/** One page of a case's stages (newest page first, oldest first within it) and their count. */
async function stagePage(deps: CaseReadDeps, caseId: number, query: StagePageQuery) {
  const [stages, total] = await Promise.all([
    reads.listStagePage(deps.db, caseId, {
      limit: query.cantidad,
      offset: stagePageOffset(query.pagina, query.cantidad),
    }),
    reads.countStages(deps.db, caseId),
  ]);
  const info: StagePageInfo = { pagina: query.pagina, cantidad: query.cantidad, total };
  return { stages, info };
}

export async function caseDetail(
  deps: CaseReadDeps,
  providerId: number,
  nroTramite: number,
  query: StagePageQuery,
): Promise<CaseDetail> {
  const found = await ownCase(deps.db, providerId, { nroTramite });
  const { row } = found;
  const [{ stages, info }, changes, files] = await Promise.all([
    stagePage(deps, row.id, query),
    reads.listStateChanges(deps.db, row.id),
    fileRepo.listCaseFiles(deps.db, row.id),
  ]);
  // The first stage always changes the state (from none): it is the filing.
  const filingStage = changes[0]?.id ?? null;
  const mine = files.filter((file) => file.origin === 'WCAP');
  return {
    ...toSummary(found),
    altaFecha: row.createdAt.toISOString(),
    respuestaFecha: row.replyAt?.toISOString() ?? null,
    observacion: row.observacion,
    prestad: row.providerId,
    workflow: row.workflow,
    submotivo: row.submotivo,
    rudiPrestador: row.rudiNro ? { nroTramite: row.rudiNro, tipoTramite: 'WCAP' } : null,
    rudiSGI: row.rudiSgi,
    tasks: tasksOf(changes),
    etapas: stages.map((stage) => toStage(stage, files, found.providerNombre)),
    paginadoEtapas: info,
    adjuntos: mine.filter((file) => file.stageId === filingStage).map(toFileMeta),
    archivosDetalle: mine.filter((file) => file.stageId !== filingStage).map(toFileMeta),
    archivosRespuesta: files.filter((file) => file.origin === 'SCAP').map(toFileMeta),
    emails: row.emails,
    expediente:
      row.expedienteNumero !== null
        ? {
            oficina: 1,
            numero: row.expedienteNumero,
            comprobante: { numero: row.comprobanteNumero ?? '', tipo: row.comprobanteTipo ?? '' },
          }
        : null,
    autorizacion:
      row.nroAutorizacion !== null
        ? {
            nroAutorizacion: row.nroAutorizacion,
            nroTrmAutorizacion: row.nroTrmAutorizacion ?? 0,
            contraAfi: row.contraAfi ?? 0,
            middleAfi: found.middleAfi,
            inteAfi: row.inteAfi ?? 0,
            nombreApeAfi: row.nombreApeAfi ?? '',
            fechaAutorizacion: (row.fechaAutorizacion ?? row.createdAt).toISOString(),
          }
        : null,
    puedeResponder: canReplyToCase(row.estado),
  };
}

export async function processDetail(
  deps: CaseReadDeps,
  providerId: number,
  nroTramite: number,
): Promise<ProcessDetailResponse> {
  const { row, area, estadoDesc, areaDescripcion } = await ownCase(deps.db, providerId, {
    nroTramite,
  });
  const { last, lastMove } = await reads.latestStages(deps.db, row.id);
  return {
    processDetail: {
      nroTramite: row.nroTramite,
      tramiteJbpm: row.tramiteJbpm,
      workflow: row.workflow,
      area: asArea(area),
      estado: row.estado,
      estadoDesc: estadoDesc ?? '',
      inicio: row.createdAt.toISOString(),
      fin: row.closedAt?.toISOString() ?? null,
    },
    taskDetail: {
      tarea: caseTaskName(row.estado),
      workflow: last?.workflow ?? row.workflow,
      asignadoA: areaDescripcion,
      desde: (lastMove?.createdAt ?? row.createdAt).toISOString(),
      acciones: canReplyToCase(row.estado) ? ['tramite-recibido'] : [],
    },
  };
}

export async function caseTimeline(
  deps: CaseReadDeps,
  providerId: number,
  nroTramite: number,
  query: StagePageQuery,
): Promise<CaseTimelineResponse> {
  const found = await ownCase(deps.db, providerId, { nroTramite });
  const { stages, info } = await stagePage(deps, found.row.id, query);
  const files = await fileRepo.listStageFiles(
    deps.db,
    found.row.id,
    stages.map((stage) => stage.id),
  );
  return {
    nroTramite: found.row.nroTramite,
    tramiteJbpm: found.row.tramiteJbpm,
    eventos: stages.map((stage) => ({
      ...toStage(stage, files, found.providerNombre),
      descripcion: CASE_ACTION_TEXT[stage.accion as CaseAction] ?? stage.accion,
      estadoAnterior: stage.estadoAnterior,
    })),
    ...info,
  };
}

export async function caseFiles(
  deps: CaseReadDeps,
  providerId: number,
  origin: 'WCAP' | 'SCAP',
  workflowId: number,
) {
  const found = await ownCase(deps.db, providerId, { tramiteJbpm: workflowId });
  return (await fileRepo.listCaseFiles(deps.db, found.row.id, origin)).map(toFileMeta);
}

export async function downloadFile(
  deps: CaseReadDeps,
  providerId: number,
  origin: 'WCAP' | 'SCAP',
  id: number,
): Promise<FileDownloadResponse> {
  const file = await fileRepo.findFile(deps.db, providerId, origin, id);
  if (!file) throw notFound();
  return {
    name: file.name,
    extension: file.extension,
    base64: file.content.toString('base64'),
    size: String(file.sizeBytes),
    contentType: file.contentType,
    fileName: file.fileName,
  };
}

/** GET cap/{process}/{ts}/PostProcess1: the case a filing created, by process and instant. */
export async function postProcess1(
  deps: CaseReadDeps,
  providerId: number,
  process: number,
  ts: string,
) {
  const { row, estadoDesc } = await ownCase(deps.db, providerId, { tramiteJbpm: process });
  if (formatExp(row.createdAt) !== ts) throw notFound();
  return {
    nroTramite: row.nroTramite,
    tramiteId: row.id,
    tramiteJbpm: row.tramiteJbpm,
    estado: row.estado,
    estadoDesc: estadoDesc ?? '',
    emails: row.emails,
  };
}

/** GET cap/{id}/{workContext}/PostProcess2: where the case was routed. */
export async function postProcess2(
  deps: CaseReadDeps,
  providerId: number,
  nroTramite: number,
  workContext: string,
) {
  const { row, area, areaDescripcion } = await ownCase(deps.db, providerId, { nroTramite });
  if (row.workflow !== workContext) throw notFound();
  return {
    nroTramite: row.nroTramite,
    workflow: row.workflow,
    area,
    submotivo: row.submotivo,
    tarea: caseTaskName(row.estado),
    asignadoA: areaDescripcion,
  };
}
