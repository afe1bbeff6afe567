import { buildMenu } from '../access/menu.ts';
import { ABILITY_BUTTON_IDS, PERMISSION_KEYS } from '../access/permission-keys.ts';
import { ADMIN_ONLY_MODULES, ALWAYS_GRANTED_MODULES } from './constants.ts';

export interface ModuleEntry {
  id: string;
  titulo: string;
}

export interface ModuleGroup {
  id: string;
  label: string;
  modules: ModuleEntry[];
}

const NOT_CHECKBOXES = new Set<string>([...ADMIN_ONLY_MODULES, ...ALWAYS_GRANTED_MODULES]);

/**
 * What an admin may grant (ADR 0023): the modules its provider has, which are the modules
 * enabled for the provider's admin user(s), less the admin-only ones (user management) and the
 * ones every user gets (terms). `adminEnabled` holds the admins' enabled module ids.
 */
export function grantableModules(adminEnabled: Iterable<string>): Set<string> {
  const grantable = new Set<string>();
  for (const id of adminEnabled) if (!NOT_CHECKBOXES.has(id)) grantable.add(id);
  return grantable;
}

/** The requested modules the provider does not have (empty when every one may be granted). */
export function ungrantableModules(requested: readonly string[], grantable: Set<string>): string[] {
  return [...new Set(requested)].filter((id) => !grantable.has(id));
}

/**
 * The modules a user ends up with: the chosen ones and those every user gets; an admin also
 * keeps user management (its flag and those modules go together).
 */
export function grantedModules(chosen: readonly string[], admin = false): string[] {
  const extra = admin ? [...ALWAYS_GRANTED_MODULES, ...ADMIN_ONLY_MODULES] : ALWAYS_GRANTED_MODULES;
  return [...new Set([...chosen, ...extra])];
}

const OTHERS = { id: 'otros', label: 'Otros permisos' } as const;

/** Menu section of every permission key, read from the menu definition itself. */
function sectionOfModule(): Map<string, { id: string; label: string }> {
  const everything = {
    leftNavigationAndMenuButtons: PERMISSION_KEYS.map((id) => ({
      id,
      active: true,
      habilitado: true,
    })),
    cap: { active: false },
    habilitarTodo: true,
  };
  // A variable, not a literal: the menu's flags may grow (the terms one) without this changing.
  const flags = {
    providerType: 'P' as const,
    termsAccepted: true,
    medicalHistoryEnable: true,
    userHasDOC24Permission: false,
    hospitalizationInAffiliateValidation: false,
  };
  const menu = buildMenu(everything, flags);
  const sections = new Map<string, { id: string; label: string }>();
  for (const section of menu) {
    for (const link of section.links) {
      if (link.permission && !sections.has(link.permission)) {
        sections.set(link.permission, { id: section.id, label: section.label });
      }
    }
  }
  // The connectivity abilities (spec §6) are buttons of the connectivity screen.
  const connectivity = sections.get('conectividad');
  if (connectivity) for (const id of ABILITY_BUTTON_IDS) sections.set(id, connectivity);
  return sections;
}

/** Module checkboxes grouped like the menu (its section order), the rest under 'Otros permisos'. */
export function groupModulesLikeMenu(modules: readonly ModuleEntry[]): ModuleGroup[] {
  const sections = sectionOfModule();
  const groups = new Map<string, ModuleGroup>();
  const order = [...new Set([...sections.values()].map((section) => section.id)), OTHERS.id];
  for (const entry of modules) {
    const section = sections.get(entry.id) ?? OTHERS;
    const group = groups.get(section.id) ?? { ...section, modules: [] };
    group.modules.push(entry);
    groups.set(section.id, group);
  }
  return order.flatMap((id) => (groups.has(id) ? [groups.get(id)!] : []));
}
