import type { StaffAuditAction } from '@portal/domain/staff';

/** The audit's actions as an administrator reads them. */
export const AUDIT_ACTION_LABELS: Readonly<Record<StaffAuditAction, string>> = {
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
  'import.started': 'Importación iniciada',
};

/** A date field's YYYY-MM-DD as the audit call's YYYYMMDD; empty stays unset. */
export const toServerDay = (value: string) => (value ? value.replaceAll('-', '') : undefined);
