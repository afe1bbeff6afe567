import { QUEUES } from '@portal/domain/queues';
import { staffMayCall, type StaffRole } from '@portal/domain/staff';

export interface Section {
  path: string;
  label: string;
  /** The roles whose calls the section makes (the server's rule, mirrored for the menu). */
  roles: readonly StaffRole[];
}

/**
 * The console's sections. Only what exists is listed: the queues and the other sections join
 * this list when their screens do, never as placeholders.
 */
export const SECTIONS: readonly Section[] = [
  ...QUEUES.map((queue) => ({
    path: `/colas/${queue.id}`,
    label: queue.label,
    roles: [queue.role],
  })),
  { path: '/prestadores', label: 'Prestadores', roles: ['contracting', 'admin'] },
  { path: '/contenido', label: 'Contenido', roles: ['content-editor'] },
  { path: '/importaciones', label: 'Importaciones', roles: ['admin'] },
  { path: '/cuentas', label: 'Cuentas del personal', roles: ['admin'] },
  { path: '/auditoria', label: 'Auditoría de acciones', roles: ['admin'] },
];

/** The sections a person with `roles` may open. */
export const sectionsFor = (roles: readonly string[]) =>
  SECTIONS.filter((section) => staffMayCall(roles, section.roles));
