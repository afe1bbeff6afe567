import { z } from '../zod.ts';
import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPES,
  LICENCE_KIND_IDS,
  MAIL_TYPE_IDS,
  MARITAL_STATUSES,
  PHONE_KINDS,
  PROFILE_MESSAGES,
  PROFILE_DOCUMENT_IDS,
  SEX_IDS,
  readHours,
  type Weekday,
} from '@portal/domain/profile';
import { PROVIDER_TYPES } from '@portal/domain/provider';
import { email } from '../auth/login.ts';
import { int16, int16Text, int32, numericId, plainText, serverDay } from '../common-fields.ts';
import { rudiFile } from '../support-cases/writes.ts';

/* Mis datos (tramitesonline/datos-personales), permission datos-personales. */

/** A provider code in the path: the caller's own, or a 404. */
export const profileParams = z.object({ code: numericId });
export const profilePlaceParams = profileParams.extend({ lugar: numericId });
export const documentParams = profileParams.extend({
  tipo: z.enum(PROFILE_DOCUMENT_IDS, { error: PROFILE_MESSAGES.unknownDocument }),
});

const sectionId = z.enum(['datos-personales', 'domicilios', 'documentacion']);

export const profileChange = z.object({
  campo: z.string(),
  antes: z.string(),
  despues: z.string(),
});

/** A request waiting for the insurer: shown with its case until the case ends. */
export const pendingChange = z.object({
  id: z.number().int(),
  seccion: sectionId,
  lugar: z.number().int().nullable(),
  documento: z.string().nullable(),
  nroTramite: z.number().int(),
  estadoDesc: z.string(),
  /** dd/mm/aaaa HH:mm */
  fecha: z.string(),
  cambios: z.array(profileChange),
});
export type PendingChange = z.infer<typeof pendingChange>;

const licence = z
  .object({
    tipo: z.enum(LICENCE_KIND_IDS, { error: 'La matrícula es nacional (MN) o provincial (MP).' }),
    numero: plainText(12).regex(
      /^\d{1,10}$/,
      'El número de matrícula es numérico, hasta 10 dígitos.',
    ),
    provincia: plainText(80).nullable(),
  })
  .refine((value) => value.tipo === 'MN' || (value.provincia ?? '').trim() !== '', {
    message: PROFILE_MESSAGES.licenceProvince,
    path: ['provincia'],
  });

const contactEmail = z.object({
  tipoMail: int16.refine(
    (id) => MAIL_TYPE_IDS.includes(id as never),
    'El tipo de e-mail no existe.',
  ),
  email,
});
const contactPhone = z.object({
  tipo: z.enum(PHONE_KINDS, { error: 'El tipo de teléfono es Fijo, Celular o WhatsApp.' }),
  numero: plainText(30)
    .trim()
    .regex(/^[\d\s()+-]{6,30}$/, 'Ingresá un teléfono válido (números, espacios, guiones).'),
});

/** The contact data (spec §6): saved at once. */
export const contactData = z.object({
  emails: z.array(contactEmail).min(1, PROFILE_MESSAGES.mainEmailRequired).max(8),
  telefonos: z.array(contactPhone).max(6),
});
export type ContactData = z.input<typeof contactData>;

/** Personal and professional data: a request the insurer validates. */
export const professionalData = z.object({
  apeRazonSocial: plainText(160).trim().min(2, 'Ingresá el apellido o la razón social.'),
  nombreAbre: plainText(80).trim(),
  /*
   * The personal fields are null where the provider's type has none (a team, an institution or
   * a college is known by its CUIT, spec §1) or a person has not given them yet; which ones a
   * type needs is the domain's personalDataErrors, checked by the form and the server.
   */
  documentoTipo: z
    .enum(DOCUMENT_TYPES, { error: 'El tipo de documento es DU, LC, LE, PA o CI.' })
    .nullable(),
  documentoNumero: plainText(12)
    .trim()
    .regex(/^\d{6,9}$/, 'El número de documento tiene entre 6 y 9 dígitos.')
    .nullable(),
  sexo: z.enum(SEX_IDS, { error: 'El sexo es M (Masculino) o F (Femenino).' }).nullable(),
  estadoCivil: z.enum(MARITAL_STATUSES, { error: 'Elegí un estado civil de la lista.' }).nullable(),
  /** YYYYMMDD, or empty when not given (always for a team, an institution or a college). */
  fechaNacimiento: z.union([serverDay, z.literal('')]),
  matriculas: z.array(licence).max(6),
  especialidades: z.array(int32.positive()).max(10),
  idiomas: z.array(plainText(40)).max(10),
});
export type ProfessionalData = z.input<typeof professionalData>;

export const profileResponse = z.object({
  prestador: z.object({
    id: z.number().int(),
    cuit: z.string(),
    tipoPrestador: z.enum(PROVIDER_TYPES),
    apeRazonSocial: z.string(),
    nombreAbre: z.string(),
  }),
  /** The sections this provider's type has (spec §6). */
  secciones: z.array(sectionId),
  /** Circles the provider acts through, each with its entity's tax id (spec §6). */
  circulos: z.array(z.object({ id: z.number().int(), descripcion: z.string(), cuit: z.string() })),
  datos: professionalData.extend({ fechaNacimiento: z.string() }),
  contacto: z.object({
    emails: z.array(z.object({ tipoMail: z.number().int(), email: z.string() })),
    telefonos: z.array(z.object({ tipo: z.string(), numero: z.string() })),
  }),
  pendientes: z.array(pendingChange),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

export const contactResponse = z.object({
  mensaje: z.string(),
  contacto: profileResponse.shape.contacto,
});

/** What a request answers: the pending change, with its case. */
export const requestResponse = z.object({ mensaje: z.string(), pendiente: pendingChange });
export type RequestResponse = z.infer<typeof requestResponse>;

const option = z.object({ id: z.union([z.string(), z.number()]), descripcion: z.string() });

export const referencesResponse = z.object({
  sexos: z.array(option),
  estadosCiviles: z.array(z.string()),
  tiposDocumento: z.array(z.string()),
  tiposMail: z.array(option),
  tiposTelefono: z.array(z.string()),
  tiposMatricula: z.array(option),
  idiomas: z.array(z.string()),
  especialidades: z.array(option),
  provincias: z.array(option),
  documentos: z.array(option),
});
export type ReferencesResponse = z.infer<typeof referencesResponse>;

export const mailTypesResponse = z.array(option);

export const localitiesParams = z.object({ provincia: int16Text() });
export const localitiesQuery = z.object({
  search: plainText(60).trim().min(3, PROFILE_MESSAGES.searchTooShort),
});
export const localitiesResponse = z.array(
  z.object({
    id: z.number().int(),
    nombre: z.string(),
    partido: z.string(),
    codigoPostal: z.string(),
  }),
);

const hours = z
  .string()
  .max(20)
  .nullable()
  .refine((value) => readHours(value).ok, PROFILE_MESSAGES.hoursInvalid);
const horarios = z.object({
  lun: hours,
  mar: hours,
  mier: hours,
  jue: hours,
  vie: hours,
} satisfies Record<Weekday, typeof hours>);

/** A service address as edited: its phone applies at once, the rest becomes a request. */
export const placeData = z.object({
  calle: plainText(120).trim().min(2, 'Ingresá la calle.'),
  numero: plainText(10).trim().min(1, 'Ingresá el número.'),
  provinciaId: int16.positive(),
  localidadId: int32.positive(),
  telefono: plainText(30).trim(),
  horarios,
  consultorios: z.array(plainText(60).trim().min(1, 'El consultorio necesita un nombre.')).max(20),
});
export type PlaceData = z.input<typeof placeData>;

export const profilePlace = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  calle: z.string(),
  numero: z.string(),
  provincia: option,
  localidad: option,
  telefono: z.string(),
  horarios: z.object({
    lun: z.string().nullable(),
    mar: z.string().nullable(),
    mier: z.string().nullable(),
    jue: z.string().nullable(),
    vie: z.string().nullable(),
  }),
  consultorios: z.array(z.string()),
  pendiente: pendingChange.nullable(),
});
export type ProfilePlace = z.infer<typeof profilePlace>;
export const profilePlacesResponse = z.object({ lugares: z.array(profilePlace) });

export const placeSaveResponse = z.object({
  mensaje: z.string(),
  lugar: profilePlace,
});
export type PlaceSaveResponse = z.infer<typeof placeSaveResponse>;

export const documentStatus = z.enum(
  Object.keys(DOCUMENT_STATUS_LABELS) as ['faltante', 'vencido', 'por-vencer', 'vigente'],
);
export const profileDocument = z.object({
  tipo: z.string(),
  descripcion: z.string(),
  estado: documentStatus,
  estadoDesc: z.string(),
  /** dd/mm/aaaa, null when never presented. */
  vencimiento: z.string().nullable(),
  archivo: z.string().nullable(),
  pendiente: pendingChange.nullable(),
});
export type ProfileDocument = z.infer<typeof profileDocument>;
export const documentsResponse = z.object({ documentos: z.array(profileDocument) });

/** A new version of one document: one PDF or picture and its expiry (YYYYMMDD). */
export const documentUpload = z.object({
  vencimiento: serverDay,
  rudiFiles: z.array(rudiFile).length(1, PROFILE_MESSAGES.oneDocument),
});
export type DocumentUpload = z.input<typeof documentUpload>;
