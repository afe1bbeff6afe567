/**
 * User management (gestionusuarios, spec §2, §3 "user management", §6 admin flag): the
 * reference lists a sub-user is described with and the texts its calls answer.
 */

/** Document types of spec §3's reference lists, with the shape each number takes. */
export const USER_DOCUMENT_TYPES = [
  { id: 'DU', descripcion: 'Documento Único (DNI)', pattern: /^\d{7,8}$/, shape: '7 u 8 dígitos' },
  { id: 'LC', descripcion: 'Libreta Cívica', pattern: /^\d{6,8}$/, shape: '6 a 8 dígitos' },
  {
    id: 'LE',
    descripcion: 'Libreta de Enrolamiento',
    pattern: /^\d{6,8}$/,
    shape: '6 a 8 dígitos',
  },
  {
    id: 'PA',
    descripcion: 'Pasaporte',
    pattern: /^(?=.*\d)[A-Z0-9]{6,9}$/,
    shape: '6 a 9 letras o dígitos',
  },
  { id: 'CI', descripcion: 'Cédula de Identidad', pattern: /^\d{6,9}$/, shape: '6 a 9 dígitos' },
] as const;
export type UserDocumentType = (typeof USER_DOCUMENT_TYPES)[number]['id'];
export const USER_DOCUMENT_TYPE_IDS = USER_DOCUMENT_TYPES.map((type) => type.id) as [
  UserDocumentType,
  ...UserDocumentType[],
];

/** The sectors a provider's staff works in (state area "sector and role"). */
export const USER_SECTORS = [
  { id: 1, descripcion: 'Administración' },
  { id: 2, descripcion: 'Recepción' },
  { id: 3, descripcion: 'Facturación' },
  { id: 4, descripcion: 'Auditoría médica' },
  { id: 5, descripcion: 'Dirección' },
] as const;

export const USER_ROLES = [
  { id: 1, descripcion: 'Administrativo' },
  { id: 2, descripcion: 'Recepcionista' },
  { id: 3, descripcion: 'Facturista' },
  { id: 4, descripcion: 'Médico auditor' },
  { id: 5, descripcion: 'Responsable' },
] as const;

export const USER_STATES = ['Activo', 'Inactivo'] as const;
export type UserState = (typeof USER_STATES)[number];

/**
 * Spec §8's internal error for a modificar-usuario link that does not open, whatever the reason.
 * It is written to the server's log only (§8: server-side error texts are not shown).
 */
export const DECRYPT_ERROR = 'Error al desencriptar: Datos corruptos o clave incorrecta';

/** What the user reads for such a link, and where to go instead. */
export const USER_LINK_INVALID = {
  title: 'El enlace no es válido',
  message:
    'El enlace para modificar este usuario no es válido: puede estar incompleto o haber cambiado. Volvé a Gestión de usuarios y abrí el usuario desde la lista.',
  back: 'Ir a Gestión de usuarios',
} as const;

export const USER_MANAGEMENT_MESSAGES = {
  emailInUse: 'Ya existe un usuario con ese e-mail.',
  documentShape: (shape: string) => `El número de documento debe tener ${shape}.`,
  unknownSector: 'Elegí un sector de la lista.',
  unknownRole: 'Elegí un rol de la lista.',
  ungrantable: (titles: string) => `Tu prestador no tiene estos módulos: ${titles}.`,
  noModules: 'Elegí al menos un módulo.',
  selfDelete: 'No podés eliminar tu propio usuario.',
  ownAdminFlag: 'No podés quitarte el permiso de administrador.',
  ownState: 'No podés desactivar tu propio usuario.',
  adminOnly: 'Sólo el administrador del prestador puede gestionar usuarios.',
  created: 'El usuario fue creado. Le enviamos un e-mail para que elija su contraseña.',
  updated: 'Los cambios del usuario fueron guardados.',
  deleted: 'El usuario fue eliminado.',
} as const;

/** The module keys only an admin uses: never granted to a sub-user. */
export const ADMIN_ONLY_MODULES = [
  'gestion-usuarios',
  'registrar-usuarios',
  'modificar-usuario',
] as const;

/** Every user may read and accept the terms: granted with any set of modules. */
export const ALWAYS_GRANTED_MODULES = ['terminos'] as const;
