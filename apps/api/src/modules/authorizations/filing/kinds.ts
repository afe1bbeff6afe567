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
import { HOSPITALIZATION_ROOMS, HOSPITALIZATION_TYPES } from '@portal/domain/authorizations';
import { hospitalizationDays, normalizeIcd } from '@portal/domain/coverage';
import { sanitizeObservation } from '@portal/domain/support-cases';
import type { RequestDraft } from './filing.service.ts';

/**
 * Each kind of Alta de trámites as the common draft: its services, dates, what it is about,
 * and its own fields (`datos`, shown back in the detail). Free text the provider typed is
 * sanitised as observations are (spec §5) before it is stored.
 */

const clean = (text: string) => sanitizeObservation(text);

/** What every kind's form sends: who files, for whom, where, the note and the files. */
interface Filed {
  prestador: number;
  afiliado: RequestDraft['afiliado'];
  lugarAtencionPrestador: number | null;
  observacion: string;
  imagenes?: RequestDraft['files'];
}

/** The part of the draft every kind fills the same way from what its form sent. */
function filed(kind: RequestDraft['kind'], pathId: number, form: Filed) {
  return {
    kind,
    codes: [pathId, form.prestador],
    afiliado: form.afiliado,
    placeId: form.lugarAtencionPrestador,
    observacion: form.observacion,
    files: form.imagenes ?? [],
  };
}

export function medicalDraft(pathId: number, body: MedicalAuthorizationRequest): RequestDraft {
  return {
    ...filed('autorizacion', pathId, body),
    dates: {
      fechaOrden: body.fechaOrden,
      ...(body.fechaCirugia ? { fechaCirugia: body.fechaCirugia } : {}),
    },
    services: body.prestacion,
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
    ...filed('autorizacion-medicacion-unica', pathId, body),
    dates: { fechaOrden: body.fechaOrden },
    services: [],
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
    ...filed('tramite-sin-autorizacion', pathId, body),
    dates: { fechaOrden: body.fechaOrden },
    services: body.prestacion,
    datos: { fechaOrden: body.fechaOrden },
  };
}

export function immediateDraft(pathId: number, body: ImmediateAuthorizationRequest): RequestDraft {
  return {
    ...filed('autorizacion-inmediata', pathId, body),
    dates: { fechaOrden: body.fechaOrden },
    services: body.prestacion,
    datos: { fechaOrden: body.fechaOrden },
  };
}

export function dentalDraft(pathId: number, body: DentalAuthorizationRequest): RequestDraft {
  const { tramite } = body;
  const tratamiento = clean(tramite.tratamiento);
  return {
    ...filed('autorizacion-odontologica', pathId, { ...tramite, ...body }),
    dates: { fechaOrden: tramite.fechaOrden },
    services: [],
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
    ...filed('traslado-programado-cimg', pathId, {
      ...tramite,
      ...body,
      lugarAtencionPrestador: null,
    }),
    dates: { fechaOrden: tramite.fechaOrden, fechaTraslado: tramite.fechaTraslado },
    services: [],
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
    ...filed('aviso-internacion', pathId, { ...body, observacion: notice.observacion }),
    dates: { fechaOrden: notice.fechaOrden, fechaInternacion: notice.fechaInternacion },
    services: [],
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
