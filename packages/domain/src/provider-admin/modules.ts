import { ADMIN_ONLY_MODULES, ALWAYS_GRANTED_MODULES } from '../user-management/constants.ts';

/**
 * The modules the insurer switches for a provider: every catalogue entry but the ones each admin
 * always has (user management) and each user always gets (terms), which are no contract matter.
 */
export function switchableModules<Entry extends { id: string }>(catalogue: readonly Entry[]) {
  const fixed = new Set<string>([...ADMIN_ONLY_MODULES, ...ALWAYS_GRANTED_MODULES]);
  return catalogue.filter((entry) => !fixed.has(entry.id));
}

/**
 * What a change of a provider's modules does: `granted` are enabled for its admins (who then
 * grant them to their team), `withdrawn` are disabled for everyone of the team, since a module
 * the provider lost must not stay open to a sub-user an admin once gave it to.
 */
export function moduleChange(current: readonly string[], wanted: readonly string[]) {
  const before = new Set(current);
  const after = new Set(wanted);
  const sorted = (ids: Iterable<string>) => [...ids].sort();
  return {
    granted: sorted([...after].filter((id) => !before.has(id))),
    withdrawn: sorted([...before].filter((id) => !after.has(id))),
  };
}
