import { attachmentTypesText } from '../support-cases/attachments.ts';
import { PROFILE_DOCUMENT_KINDS } from './documents.ts';

/** The texts of Mis datos (es-AR). */
export const PROFILE_MESSAGES = {
  contactSaved: 'Tus datos de contacto quedaron guardados.',
  requestFiled: (nroTramite: number) =>
    `Tu pedido de actualización quedó registrado con el trámite N° ${nroTramite}. Lo verás como pendiente hasta que se resuelva.`,
  noChanges: 'No hay cambios para guardar.',
  pendingExists:
    'Ya hay un pedido de actualización pendiente para estos datos. Esperá a que se resuelva.',
  unknownLocality: 'La localidad no pertenece a la provincia elegida.',
  unknownSpecialty: 'Alguna especialidad elegida no existe.',
  duplicatedEmail: 'Cada e-mail puede figurar una sola vez.',
  mainEmailRequired: 'Indicá un e-mail de tipo Principal.',
  hoursInvalid:
    'Indicá el horario como HH:MM a HH:MM, con la hora de fin posterior a la de inicio.',
  licenceProvince: 'Elegí la provincia de la matrícula provincial.',
  birthDateInFuture: 'La fecha de nacimiento no puede ser posterior a hoy.',
  expiryInPast: 'La fecha de vencimiento debe ser posterior a hoy.',
  oneDocument: 'Adjuntá un solo archivo por documento.',
  documentType: `El documento debe ser un archivo ${attachmentTypesText(PROFILE_DOCUMENT_KINDS, 'o')}.`,
  unknownDocument: 'El tipo de documento no existe.',
  searchTooShort: 'Escribí al menos 3 letras',
  caseObservation: 'Actualizacion de datos desde Mis datos',
} as const;
