/**
 * The transaction area's vocabulary (spec §2 "Transaction area", §3 "Request payloads", §9):
 * the kinds of request a provider files, their service type codes, the reference lists of the
 * forms and the request states. The rules that use them live beside this file.
 */

/** Every kind of request of Alta de trámites, by its spec §7 call name. */
export const AUTHORIZATION_KINDS = [
  'autorizacion',
  'autorizacion-inmediata',
  'autorizacion-con-materiales',
  'autorizacion-medicacion-unica',
  'tramite-sin-autorizacion',
  'autorizacion-odontologica',
  'traslado-programado-cimg',
  'aviso-internacion',
] as const;
export type AuthorizationKind = (typeof AUTHORIZATION_KINDS)[number];

export const AUTHORIZATION_KIND_LABELS: Record<AuthorizationKind, string> = {
  autorizacion: 'Autorización médica',
  'autorizacion-inmediata': 'Autorización inmediata',
  'autorizacion-con-materiales': 'Autorización con materiales o prótesis',
  'autorizacion-medicacion-unica': 'Medicación única',
  'tramite-sin-autorizacion': 'Prestación sin autorización',
  'autorizacion-odontologica': 'Autorización odontológica',
  'traslado-programado-cimg': 'Traslado programado',
  'aviso-internacion': 'Aviso de internación',
};

/** Service type codes (spec §9): medical C, dental 1, disability 9, scheduled transfer 10. */
export const SERVICE_TYPE_CODES = {
  medica: 'C',
  odontologica: '1',
  discapacidad: '9',
  traslado: '10',
} as const;
export type ServiceTypeCode = (typeof SERVICE_TYPE_CODES)[keyof typeof SERVICE_TYPE_CODES];

/** tipoAutorizacionMedica of the medical authorization (spec §3). */
export const MEDICAL_AUTHORIZATION_TYPES = [
  { id: 'practica', descripcion: 'Práctica ambulatoria' },
  { id: 'cirugia', descripcion: 'Cirugía' },
  { id: 'discapacidad', descripcion: 'Discapacidad' },
] as const;
export type MedicalAuthorizationType = (typeof MEDICAL_AUTHORIZATION_TYPES)[number]['id'];
export const MEDICAL_AUTHORIZATION_TYPE_IDS = MEDICAL_AUTHORIZATION_TYPES.map(
  (type) => type.id,
) as [MedicalAuthorizationType, ...MedicalAuthorizationType[]];

/** sala.id of a hospitalization notice. */
export const HOSPITALIZATION_ROOMS = [
  { id: 1, descripcion: 'Sala general' },
  { id: 2, descripcion: 'Terapia intensiva' },
  { id: 3, descripcion: 'Unidad coronaria' },
  { id: 4, descripcion: 'Neonatología' },
  { id: 5, descripcion: 'Maternidad' },
] as const;

/** tipoInternacion.id of a hospitalization notice. */
export const HOSPITALIZATION_TYPES = [
  { id: 1, descripcion: 'Clínica' },
  { id: 2, descripcion: 'Quirúrgica' },
  { id: 3, descripcion: 'Obstétrica' },
  { id: 4, descripcion: 'Psiquiátrica' },
] as const;

/** matricula.tipo of the efector: national or provincial licence. */
export const LICENCE_TYPES = [
  { id: 'MN', descripcion: 'Matrícula nacional' },
  { id: 'MP', descripcion: 'Matrícula provincial' },
] as const;
export const LICENCE_TYPE_IDS = ['MN', 'MP'] as const;

/**
 * A request's state. A new request is 1 (spec §7: state 1); the insurer observes it (2, it
 * waits in the provider's Inbox), approves (3) or rejects (4). Display: spec §4.
 */
export const AUTHORIZATION_STATE = {
  pendiente: 1,
  observado: 2,
  aprobado: 3,
  rechazado: 4,
} as const;
export type AuthorizationStateId = (typeof AUTHORIZATION_STATE)[keyof typeof AUTHORIZATION_STATE];

/** The two processes a request follows: the standard one and the integral process (spec §5). */
export const AUTHORIZATION_PROCESSES = ['estandar', 'integral'] as const;
export type AuthorizationProcess = (typeof AUTHORIZATION_PROCESSES)[number];

/** Limits of one request: services per request, units per service, text lengths. */
export const AUTHORIZATION_LIMITS = {
  maxServices: 20,
  maxQuantity: 99,
  observationMaxLength: 1000,
  answerMaxLength: 2000,
} as const;

/** The operator's decisions on a request (`npm run operator -- auth ...`). */
export const AUTHORIZATION_DECISIONS = ['aprobar', 'observar', 'rechazar'] as const;
export type AuthorizationDecision = (typeof AUTHORIZATION_DECISIONS)[number];
