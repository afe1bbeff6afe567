import type {
  DentalAuthorizationRequest,
  HospitalizationNoticeRequest,
  ImmediateAuthorizationRequest,
  MaterialsAuthorizationRequest,
  MedicalAuthorizationRequest,
  NoAuthorizationRequest,
  ScheduledTransferRequest,
  SingleMedicationRequest,
} from '@portal/contracts';
import {
  HOSPITALIZATION_ROOMS,
  HOSPITALIZATION_TYPES,
  hospitalizationDays,
  normalizeIcd,
  sanitizeObservation,
} from '@portal/domain';
import type { RequestDraft } from './filing.service.ts';

/**
 * Each kind of Alta de trámites as the common draft: its services, dates, what it is about,
 * and its own fields (`datos`, shown back in the detail). Free text the provider typed is
 * sanitised as observations are (spec §5) before it is stored.
 */

const clean = (text: string) => sanitizeObservation(text);

export function medicalDraft(pathId: number, body: MedicalAuthorizationRequest): RequestDraft {
  return {
    kind: 'autorizacion',
    codes: [pathId, body.prestador],
    afiliado: body.afiliado,
    placeId: body.lugarAtencionPrestador,
    dates: {
      fechaOrden: body.fechaOrden,
      ...(body.fechaCirugia ? { fechaCirugia: body.fechaCirugia } : {}),
    },
    services: body.prestacion,
    observacion: body.observacion,
    files: body.imagenes,
    tipoAutorizacionMedica: body.tipoAutorizacionMedica,
    requiereMaterial: body.requiereMaterial,
    adjuntaPresupuesto: body.adjuntaPresupuesto,
    datos: {
      tipoAutorizacionMedica: body.tipoAutorizacionMedica,
      fechaOrden: body.fechaOrden,
      adjuntaPresupuesto: body.adjuntaPresupuesto,
      requiereMedicacion: body.requiereMedicacion,
      pacienteInternado: body.pacienteInternado,
      ventanilla: body.ventanilla,
      requiereMaterial: body.requiereMaterial,
      fechaCirugia: body.fechaCirugia ?? null,
    },
  };
}

export function materialsDraft(pathId: number, body: MaterialsAuthorizationRequest): RequestDraft {
  const draft = medicalDraft(pathId, body);
  return {
    ...draft,
    kind: 'autorizacion-con-materiales',
    requiereMaterial: true,
    datos: {
      ...draft.datos,
      requiereMaterial: true,
      materiales: body.materiales
        .map((material) => `${clean(material.descripcion)} x ${material.cantidad}`)
        .join('; '),
    },
  };
}

export function singleMedicationDraft(pathId: number, body: SingleMedicationRequest): RequestDraft {
  const medicamento = clean(body.medicamento.descripcion);
  return {
    kind: 'autorizacion-medicacion-unica',
    codes: [pathId, body.prestador],
    afiliado: body.afiliado,
    placeId: body.lugarAtencionPrestador,
    dates: { fechaOrden: body.fechaOrden },
    services: [],
    observacion: body.observacion,
    files: body.imagenes,
    resumen: medicamento,
    datos: {
      fechaOrden: body.fechaOrden,
      medicamento,
      presentacion: clean(body.medicamento.presentacion),
      cantidad: body.medicamento.cantidad,
    },
  };
}

export function noAuthorizationDraft(pathId: number, body: NoAuthorizationRequest): RequestDraft {
  return {
    kind: 'tramite-sin-autorizacion',
    codes: [pathId, body.prestador],
    afiliado: body.afiliado,
    placeId: body.lugarAtencionPrestador,
    dates: { fechaOrden: body.fechaOrden },
    services: body.prestacion,
    observacion: body.observacion,
    files: body.imagenes,
    datos: { fechaOrden: body.fechaOrden },
  };
}

export function immediateDraft(pathId: number, body: ImmediateAuthorizationRequest): RequestDraft {
  return {
    kind: 'autorizacion-inmediata',
    codes: [pathId, body.prestador],
    afiliado: body.afiliado,
    placeId: body.lugarAtencionPrestador,
    dates: { fechaOrden: body.fechaOrden },
    services: body.prestacion,
    observacion: body.observacion,
    files: [],
    datos: { fechaOrden: body.fechaOrden },
  };
}

export function dentalDraft(pathId: number, body: DentalAuthorizationRequest): RequestDraft {
  const { tramite } = body;
  const tratamiento = clean(tramite.tratamiento);
  return {
    kind: 'autorizacion-odontologica',
    codes: [pathId, tramite.prestador],
    afiliado: body.afiliado,
    placeId: tramite.lugarAtencionPrestador,
    dates: { fechaOrden: tramite.fechaOrden },
    services: [],
    observacion: tramite.observacion,
    files: body.imagenes,
    resumen: tratamiento,
    datos: {
      fechaOrden: tramite.fechaOrden,
      ortodoncia: tramite.ortodoncia,
      tratamiento,
      etapa: clean(tramite.etapa),
    },
  };
}

export function transferDraft(pathId: number, body: ScheduledTransferRequest): RequestDraft {
  const { tramite } = body;
  const origen = clean(tramite.origen);
  const destino = clean(tramite.destino);
  return {
    kind: 'traslado-programado-cimg',
    codes: [pathId, tramite.prestador],
    afiliado: body.afiliado,
    placeId: null,
    dates: { fechaOrden: tramite.fechaOrden, fechaTraslado: tramite.fechaTraslado },
    services: [],
    observacion: tramite.observacion,
    files: body.imagenes,
    resumen: `Traslado: ${origen} → ${destino}`,
    datos: {
      fechaOrden: tramite.fechaOrden,
      fechaTraslado: tramite.fechaTraslado,
      origen,
      destino,
      idaYVuelta: tramite.idaYVuelta,
    },
  };
}

export function hospitalizationDraft(
  pathId: number,
  body: HospitalizationNoticeRequest,
): RequestDraft {
  const notice = body.autorizacion;
  const icd = normalizeIcd(notice.diagnostico.icd);
  const room = HOSPITALIZATION_ROOMS.find((item) => item.id === notice.sala.id);
  const type = HOSPITALIZATION_TYPES.find((item) => item.id === notice.tipoInternacion.id);
  const efector = clean(notice.efector.apellidoRazonSocial);
  return {
    kind: 'aviso-internacion',
    codes: [pathId, body.prestador],
    afiliado: body.afiliado,
    placeId: body.lugarAtencionPrestador,
    dates: { fechaOrden: notice.fechaOrden, fechaInternacion: notice.fechaInternacion },
    services: [],
    observacion: notice.observacion,
    files: body.imagenes,
    diagnosis: icd,
    resumen: `Internación: ${icd}`,
    datos: {
      fechaOrden: notice.fechaOrden,
      fechaInternacion: notice.fechaInternacion,
      sala: room?.descripcion ?? String(notice.sala.id),
      diasInternacion: hospitalizationDays(notice.diasInternacion),
      tipoInternacion: type?.descripcion ?? String(notice.tipoInternacion.id),
      diagnostico: icd,
      efector,
      matricula: `${notice.efector.matricula.tipo} ${notice.efector.matricula.numero}`,
    },
  };
}
