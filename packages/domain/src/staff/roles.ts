/**
 * The insurer's staff roles: what a staff account may do in the console. One place for their
 * names (the contracts' access rules and the database hold these) and their Spanish labels.
 */
export const STAFF_ROLES = [
  'medical-auditor',
  'settlements',
  'contracting',
  'support',
  'content-editor',
  'admin',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  'medical-auditor': 'Auditoría médica',
  settlements: 'Liquidaciones',
  contracting: 'Contrataciones',
  support: 'Soporte',
  'content-editor': 'Edición de contenidos',
  admin: 'Administración',
};

/**
 * Whether an account with `held` roles may make a call open to `allowed`. `admin` is one role
 * among others, not a master key: an administrator manages accounts, and reads a queue only when
 * also given that queue's role (docs/decisions/0055). An empty `allowed` opens the call to any
 * staff account.
 */
export function staffMayCall(held: readonly string[], allowed: readonly StaffRole[]): boolean {
  if (allowed.length === 0) return true;
  return allowed.some((role) => held.includes(role));
}

/** Roles as stored: known ones only, each once, in the catalogue's order. */
export function normalizeRoles(roles: readonly string[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}
