import type { AbilityButtonId, PermissionKey } from './permission-keys.ts';

/** One entry of userPermissions.leftNavigationAndMenuButtons (spec §3). */
export interface MenuPermission {
  id: string;
  active: boolean;
  habilitado: boolean;
}

export interface UserPermissions {
  leftNavigationAndMenuButtons: MenuPermission[];
  cap: { active: boolean };
  /** The general override of spec §6: every entry counts as enabled. */
  habilitarTodo: boolean;
}

/** What a session needs to decide whether a private route may be shown (spec §4, §6). */
export interface AccessContext {
  loggedIn: boolean;
  termsAccepted: boolean;
  permissions: UserPermissions | null;
}

export type AccessDecision = 'login' | 'terms' | 'forbidden' | 'maintenance' | 'allowed';

function findEntry(permissions: UserPermissions, key: string): MenuPermission | undefined {
  return permissions.leftNavigationAndMenuButtons.find((entry) => entry.id === key);
}

/** Enabled: a menu entry with that id exists and is habilitado, or the override flag holds. */
export function isEnabled(permissions: UserPermissions, key: string): boolean {
  const entry = findEntry(permissions, key);
  return entry !== undefined && (entry.habilitado || permissions.habilitarTodo);
}

export function isActive(permissions: UserPermissions, key: string): boolean {
  return findEntry(permissions, key)?.active ?? false;
}

/**
 * The guard of spec §6, in its order: logged in, accepted terms, permission enabled, module
 * active. The terms route itself is reachable before the terms are accepted.
 */
export function decideAccess(context: AccessContext, key: PermissionKey): AccessDecision {
  if (!context.loggedIn || context.permissions === null) return 'login';
  if (!context.termsAccepted && key !== 'terminos') return 'terms';
  if (!isEnabled(context.permissions, key)) return 'forbidden';
  if (!isActive(context.permissions, key)) return 'maintenance';
  return 'allowed';
}

/** Abilities derived from the menu button ids (spec §6). */
export interface Abilities {
  enterServices: boolean;
  ticketSearch: boolean;
  reports: boolean;
  eligibility: boolean;
}

const ABILITY_OF: Record<AbilityButtonId, keyof Abilities> = {
  'ingreso-de-prestaciones': 'enterServices',
  'busqueda-de-tickets': 'ticketSearch',
  reportes: 'reports',
  elegibilidad: 'eligibility',
};

export function deriveAbilities(permissions: UserPermissions): Abilities {
  const abilities: Abilities = {
    enterServices: false,
    ticketSearch: false,
    reports: false,
    eligibility: false,
  };
  for (const [id, ability] of Object.entries(ABILITY_OF)) {
    abilities[ability] = isEnabled(permissions, id) && isActive(permissions, id);
  }
  return abilities;
}
