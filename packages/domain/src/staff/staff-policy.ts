/** How long the steps of a staff login and an account's invitation live. */
export const STAFF_LOGIN = {
  /** Between the password step and the second factor. */
  pendingTtlMs: 5 * 60 * 1000,
  /** A new account's invitation to set its password. */
  invitationTtlMs: 72 * 60 * 60 * 1000,
  passwordMinLength: 12,
  /** Audit pages. */
  auditPageSize: 50,
} as const;

/** What the console's server answers in Spanish where the providers' texts do not fit. */
export const STAFF_MESSAGES = {
  loginFailed: 'No pudimos iniciar tu sesión. Verificá los datos ingresados y probá nuevamente.',
  codeRefused: 'El código no es válido o ya fue usado. Probá con el código actual.',
  pendingExpired: 'Pasó demasiado tiempo desde que ingresaste tu contraseña. Volvé a empezar.',
  blocked: 'Tu cuenta está bloqueada. Comunicate con un administrador.',
  invitationInvalid: 'El enlace de alta no es válido o venció. Pedí uno nuevo a un administrador.',
  passwordTooShort: 'La contraseña debe tener al menos 12 caracteres.',
  emailTaken: 'Ya existe una cuenta con ese e-mail.',
  notFound: 'La cuenta no existe.',
  ownAccount: 'No podés bloquear tu propia cuenta ni quitarte el rol de administración.',
} as const;

/**
 * What the audit records, one name per staff action, with the words an administrator reads it
 * in: one table, so an action cannot be recorded without its label.
 */
export const STAFF_AUDIT_ACTION_LABELS = {
  'staff.login': 'Ingreso',
  'staff.logout': 'Cierre de sesión',
  'staff.second-factor-enrolled': 'Segundo factor configurado',
  'staff.recovery-code-used': 'Código de recuperación usado',
  'staff.invitation-accepted': 'Alta aceptada',
  'staff.account-created': 'Cuenta creada',
  'staff.roles-changed': 'Roles cambiados',
  'staff.blocked': 'Cuenta bloqueada',
  'staff.unblocked': 'Cuenta desbloqueada',
  'staff.second-factor-reset': 'Segundo factor restablecido',
  /** A decision on an item of a queue: which queue and item, the action, the new state. */
  'queue.decision': 'Decisión en una cola',
  'census.decided': 'Censo auditado',
  'payment-inquiry.answered': 'Consulta de pago respondida',
  'content.draft-saved': 'Borrador de contenido guardado',
  'content.published': 'Contenido publicado',
  'content.unpublished': 'Contenido retirado',
  'content.restored': 'Versión de contenido restaurada',
  'content.file-attached': 'Archivo de contenido adjuntado',
  'provider.created': 'Prestador creado',
  'provider.user-blocked': 'Usuario de prestador bloqueado',
  'provider.user-unblocked': 'Usuario de prestador desbloqueado',
  'provider.modules-changed': 'Módulos de prestador cambiados',
  /** An import started from the console: its kind, options and job. */
  'import.started': 'Importación iniciada',
} as const;
export type StaffAuditAction = keyof typeof STAFF_AUDIT_ACTION_LABELS;
export const STAFF_AUDIT_ACTIONS = Object.keys(STAFF_AUDIT_ACTION_LABELS) as [
  StaffAuditAction,
  ...StaffAuditAction[],
];

/** Keys the audit's small JSON of what changed must never hold. */
const SECRET_KEY = /pass|secret|token|code|totp|hash|recovery/i;

/**
 * The part of `changes` the audit may keep: secrets dropped by key, whatever the caller passed.
 * Patient data never reaches it because staff actions name targets by kind and id only.
 */
export function auditableChanges(changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).filter(([key]) => !SECRET_KEY.test(key)));
}
