/** Reference lists of Mis datos (spec §3 "Reference lists", §7 ADP endpoints and tipoMail). */

/** Marital status (spec §3), in the spec's order. */
export const MARITAL_STATUSES = ['Soltero', 'Casado', 'Divorciado', 'Separado', 'Viudo'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** Sex (spec §3): M Masculino, F Femenino. */
export const SEXES = [
  { id: 'M', descripcion: 'Masculino' },
  { id: 'F', descripcion: 'Femenino' },
] as const;
export type Sex = (typeof SEXES)[number]['id'];
export const SEX_IDS = SEXES.map((sex) => sex.id) as ['M', 'F'];

/** Document types (spec §3). */
export const DOCUMENT_TYPES = ['DU', 'LC', 'LE', 'PA', 'CI'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Contact e-mail types (tipoMail, spec §7): what the insurer writes to each address about. */
export const MAIL_TYPES = [
  { id: 1, descripcion: 'Principal' },
  { id: 2, descripcion: 'Autorizaciones' },
  { id: 3, descripcion: 'Liquidaciones y pagos' },
  { id: 4, descripcion: 'Notificaciones' },
] as const;
export const MAIL_TYPE_IDS = MAIL_TYPES.map((type) => type.id);

/** Licence jurisdictions (ADP matriculas): national or provincial. */
export const LICENCE_KINDS = [
  { id: 'MN', descripcion: 'Nacional' },
  { id: 'MP', descripcion: 'Provincial' },
] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number]['id'];
export const LICENCE_KIND_IDS = LICENCE_KINDS.map((kind) => kind.id) as ['MN', 'MP'];

/** Languages a provider may attend in (ADP idiomas). */
export const LANGUAGES = [
  'Español',
  'Inglés',
  'Portugués',
  'Italiano',
  'Francés',
  'Alemán',
  'Guaraní',
  'Lengua de señas argentina',
] as const;

/** Phone kinds of the contact data. */
export const PHONE_KINDS = ['Fijo', 'Celular', 'WhatsApp'] as const;
export type PhoneKind = (typeof PHONE_KINDS)[number];

/** Monday to Friday, with the directory's field names (spec §3 Directory provider). */
export const WEEKDAYS = [
  { id: 'lun', descripcion: 'Lunes' },
  { id: 'mar', descripcion: 'Martes' },
  { id: 'mier', descripcion: 'Miércoles' },
  { id: 'jue', descripcion: 'Jueves' },
  { id: 'vie', descripcion: 'Viernes' },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]['id'];
export const WEEKDAY_IDS: Weekday[] = WEEKDAYS.map((day) => day.id);

/**
 * The support centre's contracting reason a Mis datos request is filed under ('Modificación de
 * datos contractuales', seeded by the support centre's reference data).
 */
export const PROFILE_CASE_REASON_ID = 104;
