import {
  AUTHORIZATION_KIND_LABELS,
  SERVICE_TYPE_CODES,
  type AuthorizationKind,
  type ServiceTypeCode,
} from './catalogue.ts';
import { serviceTypeCode } from './service-type.ts';

/**
 * What a provider attaches to each kind of request of Alta de trámites, by service group (the
 * service type codes of spec §9). One list: the request forms remind it beside their files,
 * and informacionutil/documentacion-para-autorizaciones shows it whole.
 */
export const SERVICE_GROUPS: readonly { codigo: ServiceTypeCode; descripcion: string }[] = [
  { codigo: SERVICE_TYPE_CODES.medica, descripcion: 'Prestaciones médicas' },
  { codigo: SERVICE_TYPE_CODES.odontologica, descripcion: 'Odontología' },
  { codigo: SERVICE_TYPE_CODES.discapacidad, descripcion: 'Discapacidad' },
  { codigo: SERVICE_TYPE_CODES.traslado, descripcion: 'Traslados programados' },
];

const MEDICAL_ORDER = 'Orden médica con diagnóstico, fecha, firma y sello del profesional';
const CLINICAL_SUMMARY = 'Resumen de historia clínica';

export interface RequiredDocuments {
  kind: AuthorizationKind;
  grupo: ServiceTypeCode;
  documentos: readonly string[];
}

export const REQUIRED_DOCUMENTS: readonly RequiredDocuments[] = [
  {
    kind: 'autorizacion',
    grupo: SERVICE_TYPE_CODES.medica,
    documentos: [
      MEDICAL_ORDER,
      'Estudios complementarios que justifiquen la práctica',
      'En cirugías: presupuesto y fecha programada',
    ],
  },
  {
    kind: 'autorizacion',
    grupo: SERVICE_TYPE_CODES.discapacidad,
    documentos: [
      'Certificado Único de Discapacidad (CUD) vigente',
      'Prescripción del médico tratante con frecuencia y duración',
      'Plan de tratamiento con objetivos',
      'Presupuesto del prestador',
    ],
  },
  {
    kind: 'autorizacion-inmediata',
    grupo: SERVICE_TYPE_CODES.medica,
    // The immediate authorization is answered at once and carries no files (its form has none).
    documentos: [
      'Ninguno: la orden médica y la constancia de la urgencia quedan en el consultorio',
    ],
  },
  {
    kind: 'autorizacion-con-materiales',
    grupo: SERVICE_TYPE_CODES.medica,
    documentos: [
      MEDICAL_ORDER,
      'Presupuesto de materiales o prótesis con su registro ANMAT',
      'Estudios complementarios que justifiquen la indicación',
      'Consentimiento informado firmado',
    ],
  },
  {
    kind: 'autorizacion-medicacion-unica',
    grupo: SERVICE_TYPE_CODES.medica,
    documentos: [
      'Receta con nombre genérico, dosis y duración del tratamiento',
      CLINICAL_SUMMARY,
      'Estudios que justifiquen la indicación',
    ],
  },
  {
    kind: 'tramite-sin-autorizacion',
    grupo: SERVICE_TYPE_CODES.medica,
    documentos: [MEDICAL_ORDER],
  },
  {
    kind: 'autorizacion-odontologica',
    grupo: SERVICE_TYPE_CODES.odontologica,
    documentos: [
      'Orden odontológica con odontograma',
      'Radiografía panorámica o periapical de la pieza',
    ],
  },
  {
    kind: 'traslado-programado-cimg',
    grupo: SERVICE_TYPE_CODES.traslado,
    documentos: [
      'Orden médica del traslado con origen, destino y fecha',
      'Indicación del tipo de móvil (simple, con médico o de alta complejidad)',
      CLINICAL_SUMMARY,
    ],
  },
  {
    kind: 'aviso-internacion',
    grupo: SERVICE_TYPE_CODES.medica,
    documentos: ['Orden de internación', 'Diagnóstico presuntivo', 'Constancia de ingreso'],
  },
];

/** What to attach to a request of `kind` (with its medical type, which may change its group). */
export function requiredDocuments(
  kind: AuthorizationKind,
  tipoAutorizacionMedica?: string | null,
): readonly string[] {
  const grupo = serviceTypeCode(kind, tipoAutorizacionMedica);
  return (
    REQUIRED_DOCUMENTS.find((entry) => entry.kind === kind && entry.grupo === grupo)?.documentos ??
    []
  );
}

/** The whole list by service group, each request kind with its label: the reference page. */
export function requiredDocumentsByGroup() {
  return SERVICE_GROUPS.map((group) => ({
    codigo: group.codigo,
    descripcion: group.descripcion,
    tramites: REQUIRED_DOCUMENTS.filter((entry) => entry.grupo === group.codigo).map((entry) => ({
      tipo: entry.kind,
      descripcion: AUTHORIZATION_KIND_LABELS[entry.kind],
      documentos: [...entry.documentos],
    })),
  }));
}
